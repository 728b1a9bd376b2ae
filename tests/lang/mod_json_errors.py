# json.loads error messages (JSONDecodeError positions) and edge cases, as CPython gives them.
import json

cases = [
    '{"a":1,}', '[1,]', '[', '{', '', ' ', '[1 2]', '{"a" 1}', '{"a":}', '"abc',
    '"a\\x"', '"\\u12"', '"\\u12zz"', '"\\u12zz', 'nul', '-', '-a', '1.', '1e', '01', '[1]x',
    'NaN', '-Infinity', 'Infinity', '"\\ud800\\udc00"', '"a\tb"', '"a\nb"', '\n\n  [1,\n  x]',
    '{1:2}', '["\\\\"]', '"\\u00e9"', 'tru', '1e5', '1E+2', '-0', '-0.0', '1.5e400',
    '123456789012345678901234567890', '-123456789012345678901234567890', '[1,2,3', '{"a":1',
    '{"a":1 "b":2}', '  {"a" : [1, {"b": null}], "c": true, "d": false}  ', '[-]', '[1.e5]',
    '1.5E-3', '[0x10]', '"\\/"', '"\\b\\f\\n\\r\\t"', '"é\\u00e9"', 'é', '[1, é]', '"é', 'é"',
    '\ufeff[1]', '[1]\n\n x', '{"a":1}{}', '[,]', '[1,,2]', '{,}', '{"a":1,,"b":2}', ' \t\r\n1 ',
    '1 2', 'true false', '"\\"', '"\\', '[true, false, null, NaN, Infinity, -Infinity]',
    '{"a": 1, "a": 2, "b": 3, "a": 4}', '[[[[]]]]', '{"": ""}', '"\\u0000"', '1.0', '10e-1',
    '1e999', '-1e999', '0.1', '2.5e-324', '[1e]', '[1e+]', '[1.2.3]', '9' * 30 + '.5',
]
for s in cases:
    try:
        v = json.loads(s)
        print(repr(s), type(v).__name__, repr(v))
    except json.JSONDecodeError as e:
        print(repr(s), type(e).__name__, e, e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
    except Exception as e:
        print(repr(s), 'other', type(e).__name__, e)

for bad in [1, None, [1], 2.5]:
    try:
        json.loads(bad)
    except TypeError as e:
        print('TypeError', e)

try:
    json.loads('[1, 2')
except ValueError as e:
    print('caught as ValueError:', type(e).__name__, e.args)

print(json.loads('[1, 2]', object_hook=lambda d: 1))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "b": 2, "a": 3}', object_pairs_hook=lambda p: p))
print(json.loads('{"x": 1.5, "y": 2}', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN, Infinity]', parse_constant=lambda c: c.lower()))
print(json.loads('"a\tb"', strict=False))
big = json.loads('12345678901234567890123456789012345678901234567890')
print(big, type(big).__name__, big + 1)
