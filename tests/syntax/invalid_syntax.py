# expect: SyntaxError line 3: invalid syntax
x = 1
x = 1 +
