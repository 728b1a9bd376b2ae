# expect: SyntaxError line 3: '[' was never closed
x = 1
foo([1, 2
