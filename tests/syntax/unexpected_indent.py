# expect: IndentationError line 3: unexpected indent
x = 1
    y = 2
