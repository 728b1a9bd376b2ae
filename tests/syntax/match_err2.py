# expect: SyntaxError line 3: wildcard makes remaining patterns unreachable
match 1:
    case _:
        pass
    case 1:
        pass
