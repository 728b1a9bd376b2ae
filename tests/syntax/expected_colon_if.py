# expect: SyntaxError line 2: expected ':'
if x
    pass
