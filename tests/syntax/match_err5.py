# expect: SyntaxError line 3: attribute name repeated in class pattern: x
match 1:
    case int(x=1, x=2):
        pass
