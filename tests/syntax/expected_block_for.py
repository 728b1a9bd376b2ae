# expect: IndentationError line 4: expected an indented block after 'for' statement on line 3
x = 1
for i in x:
y = 2
