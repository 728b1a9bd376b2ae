# expect: SyntaxError line 2: unterminated string literal (detected at line 2)
x = 'abc
