# expect: SyntaxError line 2: multiple starred expressions in assignment
a, *b, *c = x
