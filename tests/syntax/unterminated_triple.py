# expect: SyntaxError line 2: unterminated triple-quoted string literal (detected at line 4)
x = """abc

y = 1
