# expect: SyntaxError line 2: f-string: empty expression not allowed
x = f'{}'
