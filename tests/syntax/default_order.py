# expect: SyntaxError line 2: non-default argument follows default argument
def f(a=1, b):
    pass
