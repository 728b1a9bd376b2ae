# expect: SyntaxError line 2: positional argument follows keyword argument
f(a=1, b)
