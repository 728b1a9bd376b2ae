# expect: SyntaxError line 3: multiple starred names in sequence pattern
match 1:
    case [*a, *b]:
        pass
