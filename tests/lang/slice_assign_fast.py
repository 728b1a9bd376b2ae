# l[a:b] = seq reads an exact list or tuple in place (vm/np_ops.c exact_seq_items); every other
# source is copied first. These must all behave as CPython does.
a = list(range(10))
a[2:5] = [20, 30]
print(a)
a[::-1] = tuple(range(9))
print(a)
a[1:3] = a            # the source is the target itself: copied first
print(a)
b = list(range(6))
b[::2] = b[1::2]
print(b)
b[4:1] = (7, 8)       # stop before start: an insertion at 4
print(b)
b[:] = []
print(b)
try:
    c = [1, 2, 3, 4]
    c[::2] = (1, 2, 3)
except ValueError as e:
    print("ValueError", e)
try:
    c[0:1] = 5
except TypeError as e:
    print("TypeError", e)
try:
    c[::2] = 5
except TypeError as e:
    print("TypeError", e)


class MyList(list):
    def __iter__(self):
        yield "from-iter"


class MyTuple(tuple):
    def __iter__(self):
        yield "tuple-iter"


d = [0, 1, 2]
d[1:2] = MyList([9, 9, 9])   # a subclass is iterated: its __iter__ decides
print(d)
d[0:1] = MyTuple((5, 6))
print(d)
d[:] = "xyz"
print(d)
d[1:] = {"k": 1}
print(d)
e = [1, 2, 3]
e[1:1] = e[:]               # a copy of itself
print(e)
big = list(range(100))
big[10:90] = big[20:30]
print(len(big), big[:15], big[-5:])
