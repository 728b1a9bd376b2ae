# expect: SyntaxError line 3: alternative patterns bind different names
match 1:
    case [a] | [b]:
        pass
