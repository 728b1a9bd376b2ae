# expect: SyntaxError line 2: f-string expression part cannot include a backslash
x = f'{"\n"}'
