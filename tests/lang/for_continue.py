# `continue` in a for statement jumps forward to the loop's back edge (FORLOOP), which fetches
# the next item. These cases check continue inside every kind of block, nested loops, for-else,
# loops over generators the loop owns (closed on break), and the iterator failing right after a
# continue.


def evens(n):
    out = []
    for x in range(n):
        if x % 2:
            continue
        out.append(x)
    else:
        out.append("else")
    return out


print(evens(7), evens(0))


def nested():
    pairs = []
    for a in range(4):
        if a == 1:
            continue
        for b in range(4):
            if b <= a:
                continue
            if b == 3 and a == 2:
                break
            pairs.append((a, b))
        else:
            pairs.append(("inner else", a))
    return pairs


print(nested())


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, *exc):
        print("exit", self.name, exc[0] is not None)
        return False


def blocks():
    for i in range(4):
        try:
            if i == 0:
                continue
            with Ctx(i):
                if i == 1:
                    continue
                try:
                    if i == 2:
                        raise ValueError(i)
                except ValueError as e:
                    print("handler", e)
                    continue
                print("body", i)
        finally:
            print("finally", i)
    print("done")


blocks()


def gen(n):
    try:
        for i in range(n):
            yield i
    finally:
        print("gen closed")


for v in gen(5):
    if v < 2:
        continue
    if v == 3:
        break
    print("got", v)
print("after")


class Flaky:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n == 4:
            raise KeyError("iterator failed")
        return self.n


try:
    for v in Flaky():
        if v > 1:
            continue
        print("flaky", v)
except KeyError as e:
    print("KeyError", e)

total = 0
for i in range(100000):
    if i & 1:
        continue
    total += i
print(total)
print([x for x in range(5)], [i for i in range(10) if i % 3 if i % 2])
