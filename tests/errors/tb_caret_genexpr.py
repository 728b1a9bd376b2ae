# A generator fed to sum() through a generator expression: the <genexpr> frame's carets.
# stderr: full
def gen(n):
    for i in range(n):
        yield 10 // (2 - i)
total = sum(x * 2 for x in gen(5))
