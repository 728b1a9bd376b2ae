# Decimal.__format__ through the native fast path (stdlib/np_lib_decimal.c dn_format) and the
# Python one it falls back to: fills, alignments, signs, zero padding, grouping, precisions,
# rounding with the context's mode, zeros with exponents, specs it leaves to Python.
from decimal import Decimal as D, localcontext, ROUND_DOWN
specs = ['', '>10', '<10', '^11', '=+12', '*>12,.2f', ',.2f', ',', '010.2f', '012,.2f', '.0f', '.3f', 'f', 'F', '+.1f', ' .2f',
         '-,.2f', '08.3f', '0,', '015,.2f', '#>20,.4f', 'x<3', '2', '.2', '.10f', '1,.1f', '0<5', '_', ',.30f', 'e', '.3%', 'g', '>+9']
vals = ['0', '-0', '0.00', '1234567.891', '-0.005', '0.004', '-1234.5', '1E+3', '0E+3', '0.000012345', '-2.5', '999.995',
        '12345678901234567', '1E-7', '100', '-100.000', '5E+1', '0.5', '-0.5', '1' * 25 + '.5']
for spec in specs:
    out = []
    for v in vals:
        try:
            out.append(format(D(v), spec))
        except Exception as e:
            out.append(type(e).__name__ + ":" + str(e))
    print(repr(spec), out)
with localcontext(rounding=ROUND_DOWN):
    print([format(D(v), '.1f') for v in vals])
print(f"{D('19.999'):.2f} {D('-0.001'):.2f} {D('1234.5'):,} {D('-1234.5'):>12,.2f}|{D('3'):^7}|")
