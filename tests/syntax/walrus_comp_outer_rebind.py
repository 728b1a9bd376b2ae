# expect: SyntaxError line 2: assignment expression cannot rebind comprehension iteration variable 'i'
bad = [[(i := 1) for j in range(2)] for i in range(2)]
