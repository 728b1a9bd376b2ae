try:
    raise SystemExit("caught")
except SystemExit as e:
    print(type(e).__name__, e, e.args, isinstance(e, Exception))
try:
    raise SystemExit
except BaseException as e:
    print(repr(e), e.args)
raise SystemExit("fatal: bad input")
