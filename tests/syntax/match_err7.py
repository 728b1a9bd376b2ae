# expect: SyntaxError line 3: name capture 'y' makes remaining patterns unreachable
match 1:
    case 1 | y | 3:
        pass
