# expect: SyntaxError line 2: cannot assign to True
True = 1
