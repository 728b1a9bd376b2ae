# expect: SyntaxError line 2: cannot assign to literal here. Maybe you meant '==' instead of '='?
1 = x
