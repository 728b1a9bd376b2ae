# expect: SyntaxError line 2: starred assignment target must be in a list or tuple
*a = 1
