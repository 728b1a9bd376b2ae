# expect: SyntaxError line 2: cannot delete function call
del f()
