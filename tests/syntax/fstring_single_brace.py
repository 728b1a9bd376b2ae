# expect: SyntaxError line 2: f-string: single '}' is not allowed
x = f'a}b'
