# expect: SyntaxError line 3: assignment expression cannot be used in a comprehension iterable expression
ok = [(y := i) for i in range(3)]
bad = [a for a in (lambda: (w := 1))()]
