# expect: SyntaxError line 2: assignment expression cannot be used in a comprehension iterable expression
bad = [j for i in range(3) for j in [(k := i)]]
