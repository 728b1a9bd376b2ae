# format() of complex with every part of the spec mini-language: fill/align/width, signs, the z
# and # flags, grouping, precision, the types e E f F g G n, and the errors ('=' alignment, zero
# padding, unknown codes such as % and d), over parts with signed zeros, inf, nan and large values.
import math

specs = ['', 'g', '.0f', '.3e', '+.2f', ' .1g', '>20', '<20.3', '^25.2e', '*^30', '010.3f',
         '.2%', 'n', 'G', 'E', 'F', '+', '-', ' ', '15', ',', '_', ',.2f', '#g', '#', '.0', '=10',
         'x', 'd', 's', 'c', '%', 'z', 'z.2f', 'z+', '0', '08', '+08.2f', '#.3', '#10.2e', '.2n',
         ',g', '_.3e', '.100f', '>+12.3F', 'x<9', '-^11', '+#', ' ,', 'z#.1e', '#,', '10.2.3f', '.f',
         ',,', '__', '_,', ',_', '.2,f', 'ff', '.', '5.', 'z+', '+z+', '<<', '\x00<5', '>>8']
vals = [1 + 2j, 0j, complex(-1.5e20, -3.25e-5), complex(math.inf, math.nan), complex(-0.0, -0.0),
        1234567.5j, complex(-0.0, 2.0), complex(0.0, -0.0), complex(123456789.0, -0.001),
        complex(-math.inf, 1e-300), complex(1e16, 1e22)]
for s in specs:
    out = []
    for z in vals:
        try:
            out.append(repr(format(z, s)))
        except ValueError as e:
            out.append('ValueError: %s' % e)
    print(repr(s), ' '.join(out))
print(f'{1+1j:>12}|{-2j:^9.1f}|{3.5+0j:+}|{complex(0, -0.0)!r:>6}')
