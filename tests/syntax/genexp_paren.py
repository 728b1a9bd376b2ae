# expect: SyntaxError line 2: Generator expression must be parenthesized
f(a for a in b, c)
