# expect: SyntaxError line 3: mapping pattern checks duplicate key ('a')
match 1:
    case {"a": 1, "a": 2}:
        pass
