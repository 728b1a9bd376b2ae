# json.JSONDecoder's attributes: parse_float/parse_int/parse_constant hold CPython's defaults, and
# the options are fixed at construction (assigning an attribute later changes nothing).
import json
d = json.JSONDecoder()
print(d.parse_float, d.parse_int, type(d.parse_constant).__name__, d.parse_constant('NaN'), d.parse_constant('-Infinity'))
try:
    d.parse_constant('x')
except KeyError as e:
    print('KeyError', e)
print(d.decode('[1.5, 2, NaN, -Infinity]'), json.JSONDecoder(parse_int=str).decode('[1, 2.5]'))
d.parse_float = lambda t: "F" + t
print(d.decode('[1.5, 2]'), json.loads('[1.0]', cls=json.JSONDecoder, parse_float=None))
