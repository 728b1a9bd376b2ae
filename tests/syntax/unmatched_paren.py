# expect: SyntaxError line 2: unmatched ')'
x = 1)
