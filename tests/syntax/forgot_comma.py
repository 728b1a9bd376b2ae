# expect: SyntaxError line 2: invalid syntax. Perhaps you forgot a comma?
x = [a b]
