# expect: IndentationError line 2: expected an indented block after function definition on line 2
def f():
