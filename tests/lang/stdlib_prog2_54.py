from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional, Iterator, Generic, TypeVar
import copy

T = TypeVar("T")


@dataclass
class Node(Generic[T]):
    value: T
    next: Optional[Node[T]] = None


@dataclass
class LinkedList(Generic[T]):
    head: Optional[Node[T]] = None
    size: int = 0

    def push(self, value: T) -> None:
        self.head = Node(value, self.head)
        self.size += 1

    def __iter__(self) -> Iterator[T]:
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def reverse(self) -> None:
        prev = None
        cur = self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev


ll: LinkedList[int] = LinkedList()
for i in range(5):
    ll.push(i * i)
print(list(ll), ll.size)
backup = copy.deepcopy(ll)
ll.reverse()
print(list(ll), list(backup))
print(backup.head.value, backup.head.next.value)
print(Node(1))
print(LinkedList() == LinkedList(), sum(ll), max(ll))
