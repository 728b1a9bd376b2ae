# expect: SyntaxError line 2: assignment expression cannot rebind comprehension iteration variable 'i'
bad = [(i := 1) + (j := 2) for i, j in [(1, 2)]]
