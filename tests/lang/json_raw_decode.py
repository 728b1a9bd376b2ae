# json.JSONDecoder.raw_decode: the value at idx and where it ends, errors with positions in the
# whole string, and a decoder subclass whose decode reads a stream of values with raw_decode.
import json
d = json.JSONDecoder()
for s, i in [('[1] x', 0), ('1  x', 0), (' 1', 0), ('ab 12 ', 3), ('{"a": [1, 2]}{}', 0), ('', 0), ('[1,', 0), ('x[1,', 1), ('"abc', 0), ('nul', 0), ('NaN', 0), ('1e5x', 0), ('[1]', 5), ('truex', 0), ('1\n\n  2', 0), ('{"k": 1.5} [', 0)]:
    try: print(repr(s), i, d.raw_decode(s, i))
    except json.JSONDecodeError as e: print(repr(s), i, 'JSONDecodeError', e, e.pos, e.lineno, e.colno)
try: d.raw_decode(5)
except Exception as e: print(type(e).__name__, e)
print(json.JSONDecoder(parse_float=str, object_pairs_hook=list).raw_decode('{"a": 1.25} tail'))


class Stream(json.JSONDecoder):
    def decode(self, s):
        out, pos = [], 0
        while pos < len(s):
            value, pos = self.raw_decode(s, pos)
            out.append(value)
            while pos < len(s) and s[pos] == " ":
                pos += 1
        return out


print(json.loads('1 [2] {"c": 3} "d"', cls=Stream))
for i in (-1, 1.0):
    try:
        print(d.raw_decode('[1]', i))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
seen = []
hooked = json.JSONDecoder(object_hook=lambda d: seen.append(sorted(d)) or len(d))
print(hooked.raw_decode('{"a": {"b": 1}} {"c": 2}'), seen)
