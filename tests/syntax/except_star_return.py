# expect: SyntaxError line 8: 'break', 'continue' and 'return' cannot appear in an except* block
def work():
    try:
        raise ExceptionGroup("b", [ValueError("v")])
    except* ValueError:
        for i in range(2):
            break
        return 1
