# Differential: textbook classes and algorithms (private names, inheritance, linked list, BST, sorts, DP, sieve).
class Account:
    interest = 0.02
    _registry = []
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.__balance = balance
        Account._registry.append(self)
    @property
    def balance(self): return self.__balance
    def deposit(self, amt):
        if amt <= 0:
            raise ValueError(f"Invalid amount: {amt}")
        self.__balance += amt
        return self
    def __str__(self): return f"{self.owner}: ${self.__balance:,.2f}"
    def __repr__(self): return f"Account({self.owner!r}, {self.__balance})"
class Savings(Account):
    interest = 0.05
    def add_interest(self):
        self.deposit(self.balance * self.interest)
a = Savings("ann", 1000).deposit(500)
a.add_interest()
print(a, repr(a), a.balance, len(Account._registry), Savings.interest, Account.interest)
try:
    a.deposit(-5)
except ValueError as e:
    print("Error:", e)
try:
    a.__balance
except AttributeError as e:
    print(e)
print(a._Account__balance, isinstance(a, Account), type(a).__mro__ if False else "", Savings.__bases__ if False else "")
print(str(a), f"{a!r:>30}", [a], vars if False else None)
class Node:
    def __init__(self, val, nxt=None): self.val, self.next = val, nxt
class LinkedList:
    def __init__(self, items=()):
        self.head = None
        for x in reversed(list(items)): self.head = Node(x, self.head)
    def __iter__(self):
        n = self.head
        while n: yield n.val; n = n.next
    def __len__(self): return sum(1 for _ in self)
    def __repr__(self): return " -> ".join(map(str, self)) or "empty"
    def reverse(self):
        prev, cur = None, self.head
        while cur: cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
ll = LinkedList([1, 2, 3]); ll.reverse(); print(ll, len(ll), LinkedList(), list(ll), 2 in ll)
class Tree:
    def __init__(self, v, l=None, r=None): self.v, self.l, self.r = v, l, r
    def insert(self, v):
        if v < self.v:
            if self.l: self.l.insert(v)
            else: self.l = Tree(v)
        else:
            if self.r: self.r.insert(v)
            else: self.r = Tree(v)
    def inorder(self):
        if self.l: yield from self.l.inorder()
        yield self.v
        if self.r: yield from self.r.inorder()
    def height(self): return 1 + max(self.l.height() if self.l else 0, self.r.height() if self.r else 0)
t = Tree(50)
for v in [30, 70, 20, 40, 60, 80, 35]: t.insert(v)
print(list(t.inorder()), t.height())
def quicksort(xs):
    if len(xs) <= 1: return xs
    p, *rest = xs
    return quicksort([x for x in rest if x < p]) + [p] + quicksort([x for x in rest if x >= p])
def merge_sort(xs):
    if len(xs) < 2: return xs[:]
    m = len(xs) // 2
    a, b = merge_sort(xs[:m]), merge_sort(xs[m:])
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]: out.append(a[i]); i += 1
        else: out.append(b[j]); j += 1
    return out + a[i:] + b[j:]
import random
r = random.Random(3); data = [r.randint(0, 99) for _ in range(20)]
print(quicksort(data) == sorted(data) == merge_sort(data), data[:5])
def bsearch(xs, t):
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == t: return mid
        if xs[mid] < t: lo = mid + 1
        else: hi = mid - 1
    return -1
print(bsearch(sorted(data), sorted(data)[7]), bsearch([1, 2], 5))
def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a, 1):
        for j, y in enumerate(b, 1):
            dp[i][j] = dp[i-1][j-1] + 1 if x == y else max(dp[i-1][j], dp[i][j-1])
    return dp[-1][-1]
print(lcs("ABCBDAB", "BDCABA"), lcs("", "x"))
def primes(n):
    sieve = bytearray if False else [True] * (n + 1)
    sieve[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]: sieve[i*i::i] = [False] * len(range(i*i, n + 1, i))
    return [i for i, p in enumerate(sieve) if p]
print(primes(50), len(primes(10000)))
print("%.3f" % sum(1 / k ** 2 for k in range(1, 1000)), f"{sum(range(10**6)):,}", 2 ** 64 - 1, hex(2 ** 64), int("1" * 30) % 97)
