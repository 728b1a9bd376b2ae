def g(n):
    x = yield n
    while n:
        n -= 1
        yield from range(n)
print(list(g(4)), sorted({3, 1, 2}), "%5.2f|%-3s" % (3.14159, "ab"))
match [1, 2]:
    case [a, *b]: print(a, b)
