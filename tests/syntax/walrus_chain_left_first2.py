# expect: SyntaxError line 2: assignment expression cannot rebind comprehension iteration variable 'i'
bad = [x + (i := 1) + y * (j := 2) for i, j in [(1, 2)]]
