# range objects of any size: attributes, methods, indexing, slicing, membership, equality, hash,
# iteration and reversal, with big-int bounds (CPython keeps them exact).
r = range(2**70)
print(r, r[-1], r[2**69], r.start, r.stop, r.step, bool(r), 2**69 in r, -1 in r, 2**70 in r)
try:
    len(r)
except Exception as e:
    print(type(e).__name__, e)
print(range(0, 2**70, 2**31)[-1], range(0, 2**70, 2**31)[5])
print(list(range(2**70, 2**70 + 5)), list(range(2**64 - 2, 2**64 + 2)), list(range(-2**63 - 2, -2**63 + 2)))
print(list(reversed(range(2**70, 2**70 + 5))), list(reversed(range(2**70, 2**70 + 5, -1))))
print(range(2**70)[2**68:2**69:2**60], range(2**70)[::-1], range(2**70)[-5:], range(2**70)[10**30:])
print(range(0, 1) == range(0, 1, 2**70), hash(range(0, 1)) == hash(range(0, 1, 2**70)), range(2**70) == range(2**70), range(2**70) == range(2**71))
print(hash(range(2**70)) == hash(range(0, 2**70, 1)), {range(2**70): 1}[range(0, 2**70)])
print(r.index(2**69 + 3), r.count(2**69), r.count(-1), r.index(5.0))
try:
    r.index(-1)
except Exception as e:
    print(type(e).__name__, e)
try:
    range(0, 2**70, 3).index(2**69)
except Exception as e:
    print(type(e).__name__, e)
try:
    r[2**70]
except Exception as e:
    print(type(e).__name__, e)
try:
    range(2**70, 0)[0]
except Exception as e:
    print(type(e).__name__, e)
for i in range(2**63 - 3, 2**63 + 2):
    print(i, end=' ')
print()
for i in range(0, 2**63 - 1, 2**62):
    print(i, end=' ')
print()
print(list(range(9223372036854775806, 9223372036854775807)), list(range(2**63-1, 2**63 - 10, -4)), list(reversed(range(-2**63, -2**63+10, 3))))
print(range(10)[::2**70], range(10)[2**70:], range(10)[-2**70::-1], range(5)[::-2**70])
print(len(range(0, 2**64, 2**62)), list(range(0, 2**64, 2**62)), range(0, 2**64, 2**62)[1:3])
it = iter(range(2**100, 2**100 + 3))
print(next(it), list(it), 2.0**100 in range(2**100, 2**100 + 3), "x" in range(3))
x = range(3)
print(x.start, x.stop, x.step, range(1, 10, 3).step)
try:
    x.start = 5
except Exception as e:
    print(type(e).__name__, e)
try:
    range(1.5)
except Exception as e:
    print(type(e).__name__, e)
try:
    range(0, 2**70, 0)
except Exception as e:
    print(type(e).__name__, e)
print(range(True, 5), range(-2**80, 2**80, 2**79), len(range(-2**80, 2**80, 2**79)), list(range(-2**80, 2**80, 2**79)))
print(sum(range(2**64, 2**64 + 100)), max(range(2**64, 2**64 + 100)), sorted(range(2**65, 2**65 + 3), reverse=True))
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: range())
show(lambda: range(1, 2, 3, 4))
show(lambda: range(stop=3))
show(lambda: range("3"))
show(lambda: range(3).index())
show(lambda: range(3).count(1, 2))
show(lambda: range(3).index("a"))
show(lambda: range(3).index(3.5))
show(lambda: range(3)["a"])
show(lambda: range(3)[1.0])
show(lambda: range(3)[::0])
show(lambda: range(3)[:"x"])
show(lambda: delattr(range(3), "step"))
show(lambda: range(3).stop())
show(lambda: len(range(-2**63, 2**63)))
show(lambda: len(range(2**63 - 1)))
show(lambda: range(2**70, 0, -1)[2**69 : 2**69 - 3 : -1])
show(lambda: list(range(2**64, 2**64 + 20, 7)[::-2]))
show(lambda: range(3)[-2**64])
show(lambda: (range(5).start, range(5).stop, range(5).step, range(2, -3, -2).step))
show(lambda: [r.count(0) for r in (range(0), range(-5, 5), range(0, 2**80, 2**79))])
show(lambda: hash(range(0)) == hash(range(5, 5)) and range(0) == range(3, 1))
show(lambda: range(1, 2**70, 2**69) == range(1, 2**69 + 2, 2**69))
class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return o == self.v
    __hash__ = None
r = range(10)
print(r.count(E(3)), r.index(E(4)), E(5) in r, range(0, 2**70, 2**66).count(E(2**67)), range(0,2**70,2**66).index(E(2**68)))
try:
    r.index(E(40))
except ValueError as e:
    print(e)
class I:
    def __index__(self): return 5
print(range(I()), range(I(), 2**70)[I()], [1,2,3,4,5,6,7][I()])
print("more big ranges")
for f in [lambda: list(range(2**70)), lambda: tuple(range(-2**63, 2**63)), lambda: len(range(2**63)), lambda: set(range(2**64, 2**64+3)), lambda: dict.fromkeys(range(2**64, 2**64 + 2)), lambda: list(enumerate(range(2**64, 2**64+2))), lambda: list(zip(range(2**64, 2**64+2), "ab")), lambda: range(2**64, 2**64 + 5)[1:3][1], lambda: list(map(str, range(2**65, 2**65 + 2))), lambda: str(range(-2**70, -1, -7)), lambda: [x for x in range(2**64 - 1, 2**64 + 1)], lambda: 2**64 in range(2**64, 2**64 + 1, 5), lambda: range(0, -2**70, -2**69)[-1], lambda: list(range(2**64, 2**64 + 10, 3))[::-1] == list(reversed(range(2**64, 2**64 + 10, 3)))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
