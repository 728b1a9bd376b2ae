# json.loads on 3,000 seeded random number-like texts (signs, leading zeros, bare '.', 'e' and
# exponent signs at the end of the document or before another token) against python3.11: the
# value and its type, or JSONDecodeError's message with line/column/position.
import json, random
random.seed(31)
bits = ['-', '0', '1', '9', '00', '12', '.', '.5', 'e', 'E', '+', '-', 'e5', 'E-2', 'e+', ' ',
        ',', ']', '1.0', '7e', '3.', '-0', '0.0e0', 'x']
for _ in range(3000):
    text = ''.join(random.choice(bits) for _ in range(random.randint(1, 5)))
    if random.random() < 0.5:
        text = '[' + text + (']' if random.random() < 0.7 else '')
    try:
        v = json.loads(text)
        print(repr(text), type(v).__name__, repr(v))
    except json.JSONDecodeError as e:
        print(repr(text), 'JSONDecodeError', e.msg, e.lineno, e.colno, e.pos)
    except ValueError as e:
        print(repr(text), type(e).__name__, e)
