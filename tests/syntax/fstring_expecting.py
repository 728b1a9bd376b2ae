# expect: SyntaxError line 2: f-string: expecting '}'
x = f'{a'
