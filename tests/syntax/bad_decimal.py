# expect: SyntaxError line 2: invalid decimal literal
x = 1__0
