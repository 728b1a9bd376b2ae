# MOVE2 (two MOVEs in one dispatch, compiler/np_emit.c fuse_pairs): call arguments, chained
# assignments, swaps in a loop, and jumps that land on the second MOVE of a fused pair
# (the conditional expression in chain, the continue in jump_into).
def f(a, b, c):
    return a * 100 + b * 10 + c


def calls(x, y, z):
    r = f(x, y, z)
    s = f(z, y, x)
    t = f(y, y, y)
    return r, s, t


def chain(n):
    a = b = n
    c = a
    d = c
    e = d if n > 2 else c
    return a, b, c, d, e


def swaps(p, q, r):
    for _ in range(3):
        tmp = p
        p = q
        q = r
        r = tmp
    return p, q, r


def jump_into(flag, u, v):
    w = u
    while flag > 0:
        x = v
        y = x
        flag -= 1
        if flag == 1:
            continue
        w = y
    return w


print(calls(1, 2, 3), chain(5), chain(1), swaps(1, 2, 3), jump_into(3, 7, 9), jump_into(0, 7, 9))
