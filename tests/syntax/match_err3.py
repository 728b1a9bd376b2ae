# expect: SyntaxError line 3: multiple assignments to name 'a' in pattern
match 1:
    case [a, (b, a)]:
        pass
