# for loops over user iterators run __next__ as a frame of the calling loop: StopIteration from
# __next__ (or from a function it calls, or a subclass of it) ends the loop, a StopIteration
# raised by the loop body does not, other exceptions propagate, and for-else, break, nested
# loops, generators and comprehensions behave as in CPython.


class Count:
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


t = 0
for k in range(50):
    for x in Count(20):
        t += x
print(t)
print([x * 2 for x in Count(5)], list(Count(3)), sum(Count(10)))
for x in Count(3):
    print("body", x)
else:
    print("else ran")
for x in Count(10):
    if x == 4:
        break
else:
    print("not printed")
c = Count(6)
for x in c:
    if x == 2:
        break
print("after break", next(c), [y for y in c])
for x in c:
    print("exhausted iterator gives nothing")


class Done(StopIteration):
    pass


def stopper():
    raise Done("via helper")


class Helper(Count):
    def __next__(self):
        if self.i >= self.n:
            stopper()
        self.i += 1
        return None if self.i % 2 else self.i


print([x for x in Helper(5)])
for x in Helper(3):
    pass
print("x is", x)


class StopValue(Count):
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration(42)
        self.i += 1
        return self.i


print(list(StopValue(2)))

# A StopIteration raised by the body is not the iterator's end.
try:
    for x in Count(3):
        if x == 2:
            raise StopIteration("body")
except StopIteration as e:
    print("body raised", e)


class Bad(Count):
    def __next__(self):
        if self.i >= 2:
            raise ValueError("bad item")
        self.i += 1
        return self.i


got = []
try:
    for x in Bad(5):
        got.append(x)
except ValueError as e:
    print("ValueError", e, got)


class Catches(Count):
    def __next__(self):
        try:
            if self.i >= self.n:
                raise StopIteration
        except StopIteration:
            self.i += 100
        self.i += 1
        if self.i > 250:
            raise StopIteration
        return self.i


print(list(Catches(1)), [x for x in Catches(1)])


def gen_over(it):
    for x in it:
        yield x * 10
    yield -1


print(list(gen_over(Count(3))), list(gen_over(StopValue(2))))


# Nested loops over user iterators, several classes at one loop.
pairs = []
for a in Count(3):
    for b in Count(a):
        pairs.append((a, b))
print(pairs)
for it in [Count(2), Helper(2), StopValue(2), iter([7, 8]), Count(1)]:
    print(type(it).__name__, [x for x in it])


# __next__ with a default argument, a staticmethod, and a non-function.
class Defaults:
    def __init__(self):
        self.k = 0

    def __iter__(self):
        return self

    def __next__(self, step=2):
        self.k += step
        if self.k > 6:
            raise StopIteration
        return self.k


print(list(Defaults()), [x for x in Defaults()])


# Deep recursion through a loop's __next__.
class Deep:
    def __iter__(self):
        return self

    def __next__(self):
        for x in self:
            return x


try:
    for x in Deep():
        pass
except RecursionError as e:
    print("RecursionError", e)
