# expect: SyntaxError line 2: 'expression' is an illegal expression for augmented assignment
a + b += 1
