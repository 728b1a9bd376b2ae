# expect: SyntaxError line 2: '(' was never closed
x = (1,
y = 2
