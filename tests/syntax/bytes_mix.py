# expect: SyntaxError line 2: cannot mix bytes and nonbytes literals
x = b'a' 'b'
