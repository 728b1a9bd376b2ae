# A `continue`, and the end of a branch of an if statement that ends a for loop's body, run a
# copy of the loop's back edge (compiler21) instead of jumping to it. These cases pin the
# edges: cleanups a continue runs first (finally, with, except), else clauses after the copies
# exhaust the iterator, owning loops whose generator raises or is left, nested ifs and loops.


def tail_branches(xs):
    out = []
    for x in xs:
        if x % 3 == 0:
            out.append("fizz")
        elif x % 3 == 1:
            if x > 5:
                out.append("big")
            else:
                out.append("small")
        else:
            out.append(x)
    else:
        out.append("else")
    return out


print(tail_branches(range(10)), tail_branches([]), tail_branches([3]))


def gen(n, fail_at=-1):
    for i in range(n):
        if i == fail_at:
            raise ValueError(f"fail at {i}")
        yield i


def owning(n, fail_at):
    out = []
    try:
        for v in gen(n, fail_at):
            if v % 2:
                out.append(v)
            else:
                out.append(-v)
    except ValueError as e:
        out.append(str(e))
    return out


print(owning(5, -1), owning(5, 3), owning(5, 0), owning(0, -1))


def continue_cleanups():
    out = []
    for i in range(4):
        try:
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append(("fin", i))
    for i in range(3):
        try:
            1 // (i - 1)
        except ZeroDivisionError as e:
            out.append("zde")
            continue
        out.append(i)
    return out


print(continue_cleanups())


class Ctx:
    def __init__(self, log, name):
        self.log, self.name = log, name

    def __enter__(self):
        self.log.append(("enter", self.name))
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", self.name, exc[0] is not None))
        return False


def continue_in_with():
    log = []
    for i in range(3):
        with Ctx(log, i):
            if i != 1:
                continue
            log.append("body")
    return log


print(continue_in_with())


def continue_in_owning(n):
    out = []
    for v in gen(n):
        if v == 2:
            continue
        if v == 4:
            break
        out.append(v)
    else:
        out.append("else")
    return out


print(continue_in_owning(3), continue_in_owning(6))


def nested_loops():
    out = []
    for i in range(3):
        for j in range(3):
            if j == i:
                continue
            elif j > i:
                out.append((i, j))
            else:
                out.append(-j)
        if i == 1:
            out.append("one")
        else:
            out.append("other")
    return out


print(nested_loops())


def while_inside():
    out = []
    for i in range(3):
        n = i
        while n:
            n -= 1
            if n == 1:
                continue
            out.append(n)
        if i:
            out.append(i)
        else:
            pass
    return out


print(while_inside())


def mutate_in_branches():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        if x < 3 and len(xs) < 6:
            xs.append(x + 10)
        else:
            seen.append(x)
    return xs, seen


print(mutate_in_branches())


def break_else():
    out = []
    for x in [1, 2, 3]:
        if x == 5:
            break
        elif x == 2:
            continue
        else:
            out.append(x)
    else:
        out.append("no break")
    return out


print(break_else())


def dict_changed():
    d = {1: 1, 2: 2}
    try:
        for k in d:
            if k == 1:
                d[3] = 3
            else:
                pass
    except RuntimeError as e:
        return str(e)


print(dict_changed())


def returns_after(xs):
    for x in xs:
        if x:
            y = x
        else:
            y = -1
    else:
        return "done"


print(returns_after([0, 1]), returns_after([]))


class User:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        self.n -= 1
        if self.n < 0:
            raise StopIteration
        if self.n == 1:
            raise KeyError("user next")
        return self.n


def user_iter():
    out = []
    try:
        for x in User(4):
            if x > 2:
                out.append(x)
            else:
                out.append(-x)
    except KeyError as e:
        out.append(repr(e))
    return out


print(user_iter())

total = 0
for gi in range(6):
    if gi % 2:
        total += gi
    else:
        total -= 1
print(total)
for gi in range(6):
    if gi % 2:
        print("odd", gi)
        continue
    print("even", gi)
