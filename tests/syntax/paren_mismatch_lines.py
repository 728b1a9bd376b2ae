# expect: SyntaxError line 3: closing parenthesis '}' does not match opening parenthesis '[' on line 2
x = [1,
  2}
