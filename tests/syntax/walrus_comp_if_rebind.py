# expect: SyntaxError line 2: assignment expression cannot rebind comprehension iteration variable 'i'
bad = [i for i in range(3) if (i := 0)]
