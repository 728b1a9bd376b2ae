# expect: SyntaxError line 6: 'break', 'continue' and 'return' cannot appear in an except* block
for i in range(2):
    try:
        pass
    except* ValueError:
        continue
