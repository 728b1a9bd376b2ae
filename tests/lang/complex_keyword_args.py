# complex() with keywords: its own argument checks and messages (a builtin in CPython, whose
# messages name complex(), not complex.__init__).
def t(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: complex(real=1, foo=2))
t(lambda: complex(foo=2))
t(lambda: complex(1, imag=2, x=3))
t(lambda: complex(1, 2, foo=3))
t(lambda: complex(1, real=2))
t(lambda: complex(imag=2))
t(lambda: complex(real=1, imag=2))
t(lambda: complex("1+2j", imag=2))
t(lambda: complex(real="1"))
t(lambda: complex(imag="1"))
t(lambda: complex(1, 2, 3))
t(lambda: complex(1, 2, 3, foo=1))
t(lambda: complex(**{}))
t(lambda: complex(1, **{"imag": 3}))
t(lambda: complex(_extra=1))
t(lambda: complex(self=1))
