# A singly linked list class with the container protocol.
class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self._len = 0
        for x in reversed(list(items)):
            self.push(x)

    def push(self, value):
        self.head = Node(value, self.head)
        self._len += 1

    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty list")
        node = self.head
        self.head = node.next
        self._len -= 1
        return node.value

    def __len__(self):
        return self._len

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __contains__(self, value):
        return any(v == value for v in self)

    def __getitem__(self, index):
        if index < 0:
            index += len(self)
        for i, v in enumerate(self):
            if i == index:
                return v
        raise IndexError("index out of range")

    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev

    def __repr__(self):
        return "LinkedList([" + ", ".join(repr(v) for v in self) + "])"

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)

ll = LinkedList([3, 1, 4, 1, 5])
print(ll, len(ll), ll[0], ll[-1], 4 in ll, 9 in ll)
ll.push(9)
ll.reverse()
print(ll, list(ll)[::2])
print(ll.pop(), ll.pop(), len(ll))
print(ll == LinkedList([4, 1, 3, 9]), bool(LinkedList()), sorted(ll))
empty = LinkedList()
try:
    empty.pop()
except IndexError as e:
    print("IndexError:", e)
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
print(sum(ll), max(ll), [x * 2 for x in ll if x > 1])
