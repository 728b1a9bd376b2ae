# expect: SyntaxError line 2: cannot assign to function call here. Maybe you meant '==' instead of '='?
f() = 1
