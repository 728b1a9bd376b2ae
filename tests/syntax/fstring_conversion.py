# expect: SyntaxError line 2: f-string: invalid conversion character: expected 's', 'r', or 'a'
x = f'{a!x}'
