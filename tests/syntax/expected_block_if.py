# expect: IndentationError line 3: expected an indented block after 'if' statement on line 2
if x:
pass
