# expect: SyntaxError line 2: invalid character '€' (U+20AC)
x = €
