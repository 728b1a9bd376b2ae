# expect: SyntaxError line 2: cannot assign to function call
for f() in x:
    pass
