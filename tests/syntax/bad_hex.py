# expect: SyntaxError line 2: invalid hexadecimal literal
x = 0x
