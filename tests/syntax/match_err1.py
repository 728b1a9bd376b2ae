# expect: SyntaxError line 3: name capture 'y' makes remaining patterns unreachable
match 1:
    case y:
        pass
    case 1:
        pass
