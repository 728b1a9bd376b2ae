# expect: SyntaxError line 2: comprehension inner loop cannot rebind assignment expression target 'j'
bad = [i for i in range(3) if (j := i) for j in range(2)]
