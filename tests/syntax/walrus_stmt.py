# expect: SyntaxError line 2: invalid syntax
x := 1
