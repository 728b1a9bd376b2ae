# expect: SyntaxError line 3: unterminated string literal (detected at line 3)
x = = 1
y = 'abc
