# expect: SyntaxError line 2: expected ':'
def f()
    return 1
