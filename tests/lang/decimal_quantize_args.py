# Decimal.quantize called wrongly raises the TypeErrors of CPython's C decimal (its argument
# parser's words: "function missing required argument", "invalid keyword argument").
from decimal import Decimal as D, ROUND_UP
try:
    print("D('1.5').quantize()", '->', repr(D('1.5').quantize()))
except Exception as e:
    print("D('1.5').quantize()", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), ROUND_UP, None, 5)", '->', repr(D('1.5').quantize(D(1), ROUND_UP, None, 5)))
except Exception as e:
    print("D('1.5').quantize(D(1), ROUND_UP, None, 5)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), ROUND_UP, None, 5, 6)", '->', repr(D('1.5').quantize(D(1), ROUND_UP, None, 5, 6)))
except Exception as e:
    print("D('1.5').quantize(D(1), ROUND_UP, None, 5, 6)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), foo=1)", '->', repr(D('1.5').quantize(D(1), foo=1)))
except Exception as e:
    print("D('1.5').quantize(D(1), foo=1)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), exp=D(1))", '->', repr(D('1.5').quantize(D(1), exp=D(1))))
except Exception as e:
    print("D('1.5').quantize(D(1), exp=D(1))", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), ROUND_UP, rounding=ROUND_UP)", '->', repr(D('1.5').quantize(D(1), ROUND_UP, rounding=ROUND_UP)))
except Exception as e:
    print("D('1.5').quantize(D(1), ROUND_UP, rounding=ROUND_UP)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), ROUND_UP, None, context=None)", '->', repr(D('1.5').quantize(D(1), ROUND_UP, None, context=None)))
except Exception as e:
    print("D('1.5').quantize(D(1), ROUND_UP, None, context=None)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), ROUND_UP, None, foo=None)", '->', repr(D('1.5').quantize(D(1), ROUND_UP, None, foo=None)))
except Exception as e:
    print("D('1.5').quantize(D(1), ROUND_UP, None, foo=None)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(rounding=ROUND_UP)", '->', repr(D('1.5').quantize(rounding=ROUND_UP)))
except Exception as e:
    print("D('1.5').quantize(rounding=ROUND_UP)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(exp=D(1), foo=1)", '->', repr(D('1.5').quantize(exp=D(1), foo=1)))
except Exception as e:
    print("D('1.5').quantize(exp=D(1), foo=1)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), foo=1, bar=2)", '->', repr(D('1.5').quantize(D(1), foo=1, bar=2)))
except Exception as e:
    print("D('1.5').quantize(D(1), foo=1, bar=2)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(1, ROUND_UP)", '->', repr(D('1.5').quantize(1, ROUND_UP)))
except Exception as e:
    print("D('1.5').quantize(1, ROUND_UP)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D('0.01'), rounding=ROUND_UP)", '->', repr(D('1.5').quantize(D('0.01'), rounding=ROUND_UP)))
except Exception as e:
    print("D('1.5').quantize(D('0.01'), rounding=ROUND_UP)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(exp=D('0.1'), context=None)", '->', repr(D('1.5').quantize(exp=D('0.1'), context=None)))
except Exception as e:
    print("D('1.5').quantize(exp=D('0.1'), context=None)", '->', type(e).__name__, e)
try:
    print("D('1.5').quantize(D(1), **{'exp': 1, 'foo': 2})", '->', repr(D('1.5').quantize(D(1), **{'exp': 1, 'foo': 2})))
except Exception as e:
    print("D('1.5').quantize(D(1), **{'exp': 1, 'foo': 2})", '->', type(e).__name__, e)
