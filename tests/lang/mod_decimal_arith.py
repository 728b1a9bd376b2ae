# decimal: construction, arithmetic at the default and changed precisions, rounding modes,
# quantize, comparisons and hashes, conversions, format specs, contexts and the error paths.
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP, InvalidOperation, DivisionByZero, Context
import decimal, math
for s in ['1_000','_1','1_','1__0','1._5','1.5_0',' 1.5 ','1e_5','1e5_0','.5','5.','.','e5','1e','+.5e-3','-0','1E+2', '0.000001', '0.0000001', '123.456e10', '-1.50', '0E-7', '1e-1000', '12345678901234567890123456789012345']:
    try: print(repr(s), repr(D(s)), str(D(s)))
    except Exception as e: print(repr(s), type(e).__name__, e)
print(D(0.1), D(-2.5), D(1e20), D(0.0), D(-0.0), D(10), D(-7), D((1, (3, 1, 4), -2)), D(D('3.3')))
a, b = D('1.1'), D('2.20')
print(a + b, a - b, a * b, a / b, b / a, a // b, a % b, divmod(D(7), D(-2)), -a, +b, abs(D('-3.0')))
print(D(1) / D(3), D(2) / D(3), D(1) / D(7) * 7, D(10) / D(4), D(100) / D(10), D('1.00') / D('0.5'))
print(D('0.1') + D('0.2') == D('0.3'), D('1.30') == D('1.3'), hash(D('1.30')) == hash(D('1.3')), hash(D(5)) == hash(5), hash(D('0.5')) == hash(0.5))
print(D('19.99') * 3, sum([D('0.10')] * 10), D('1e100') + D('1e-100'), D('1E+30') + 1, D('5') - D('5'), D('-5') + D('5'))
print(D('3.14159').quantize(D('0.01')), D('2.675').quantize(D('0.01')), D('2.665').quantize(D('0.01'), rounding=ROUND_HALF_UP), D('7.5').quantize(D('1')), D('8.5').quantize(D('1')), D('123').quantize(D('1.000')))
for r in (ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP, decimal.ROUND_HALF_EVEN):
    print(r, [str(D(x).quantize(D('0.1'), rounding=r)) for x in ('1.25', '1.35', '-1.25', '-1.21', '1.01', '1.51', '0.05')])
print(round(D('2.5')), round(D('3.5')), round(D('-2.5')), round(D('1.2345'), 2), round(D('1234.5'), -2), int(D('-7.9')), float(D('1.1')), math.floor(D('-1.5')), math.ceil(D('1.1')))
print(D('1.1') < D('1.2'), D(1) < 2, D('0.5') == 0.5, D('0.1') == 0.1, D(1) > 0.5, D(2) >= 2, D('NaN') if False else 0, sorted([D('3'), D('1.5'), D(2)]), max(D(1), D('1.0')), min([D('2.5'), D(1)]))
print(getcontext().prec, getcontext().rounding)
getcontext().prec = 6
print(D(1) / D(7), D('123456789') + 0, D('1.23456789') * 1)
with localcontext() as ctx:
    ctx.prec = 50
    print(D(1) / D(7))
print(D(1) / D(7))
getcontext().prec = 28
print(D(2).sqrt(), D('0.25').sqrt(), D(100).sqrt(), D('1E-4').sqrt(), D(10) ** 3, D('1.1') ** 2, D(2) ** -2, D(2) ** 100, D('0.5') ** 3)
print(D('1.200').normalize(), D('0.00').normalize(), D('1E+2').normalize(), D('120').normalize(), D('1.5').to_integral_value(), D('2.5').to_integral_value(), D('1234.5678').as_tuple(), D('1.5').as_integer_ratio(), D('-0.75').as_integer_ratio())
print(D('1.5').adjusted(), D('1234').adjusted(), D('0.001').adjusted(), D('-1').is_signed(), D(0).is_zero(), D('1.5').copy_negate(), D('-1').copy_abs(), D(1).copy_sign(D(-2)))
for spec in ('', '.2f', '10.3f', '<10.1f', '^12.2f', '+.2f', ',.2f', '010.2f', '.3e', 'e', '.2%', 'g', '.3g', '.0f', ',', '012,.2f', '.10f', 'E', '.1g', '=+12.3f', '*>12,.2f'):
    print(repr(spec), [format(D(x), spec) for x in ('1234567.891', '-0.005', '0', '1E+3', '0.000012345', '-2.5')])
print(f"{D('19.999'):.2f} {D('-0.001'):.2f} {D('1234.5'):,}")
errs = [lambda: D('abc'), lambda: D(1) / 0, lambda: D(0) / D(0), lambda: D(1) // 0, lambda: D(5) % 0, lambda: D([1, 2]), lambda: D(1) + 1.5, lambda: format(D(1), '_'), lambda: format(D(1), '#'), lambda: format(D(1), '05<'), lambda: 1.5 * D(2), lambda: D(1) < 'a', lambda: D('1e10').quantize(D('1e-20')), lambda: D('1.5') + '1', lambda: D((2, (1,), 0)), lambda: setattr(getcontext(), 'prec', 0), lambda: D(-1).sqrt()]
for e in errs:
    try:
        print(e())
    except Exception as ex:
        print(type(ex).__name__, ex, isinstance(ex, ArithmeticError), isinstance(ex, ZeroDivisionError))
print(repr(D('1.5')), str(D('-0.0')), repr(D('1E-10')), D('100') / D('1E2'), D('1') / D('8'), D('1.0') * D('1.00'))
print(D(1).__class__.__name__, isinstance(D(1), D))
print(getcontext())
c = Context(prec=5, rounding=ROUND_HALF_UP)
print(c.divide(D(1), D(3)), c.add(D('1.23456'), 0), c.create_decimal('1.234567'), c.prec)
print(D('0.1') * 3, D('1') - D('0.9'), D('1.10') + D('2.205'), D('1e3') * D('1e-3'), 3 - D('0.5'), 10 / D(4), 7 // D(2), 7 % D('2.5'))
print(D(-7) // D(2), D(-7) % D(2), divmod(D('-7.5'), D(2)), D(7) % D(-2), D('1e30') // D(3) if False else '')
