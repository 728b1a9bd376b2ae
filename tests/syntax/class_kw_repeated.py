# expect: SyntaxError line 2: keyword argument repeated: a
class C(a=1, a=2):
    pass
