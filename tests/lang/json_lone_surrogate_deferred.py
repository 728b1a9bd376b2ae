# cpython: skip (CPython returns strs holding lone surrogates, which Nearly's str cannot hold)
# A lone surrogate escape is raised as ValueError only once the document is known to be
# valid JSON (any syntax error after it is reported first, as CPython would report it), or
# before a hook would be called while one is pending.
import json

for doc, kw in [('"\\ud83d"', {}), ('["\\udc00", 1]', {}), ('["\\ud83d", x]', {}),
                ('"\\ud83d\\ude0', {}), ('["\\ud83d", 1.5]', {"parse_float": float}),
                ('[1.5, "\\ud83d"]', {"parse_float": lambda t: print("hook", t) or 0.0}),
                ('{"\\ud800": 1}', {"object_hook": print}), ('"\\ud83d\\ude00"', {})]:
    try:
        print(ascii(json.loads(doc, **kw)))
    except ValueError as e:
        print(type(e).__name__, e)
