# corpus: legit
# technique: deep but bounded data
import copy
import json

x = []
for i in range(50):
    x = [x, i]
y = copy.deepcopy(x)
print(x == y, len(json.dumps(x)), repr(x)[:30])
d = {"a": {"b": {"c": [1, {"d": (2, 3)}]}}}
print(d, copy.deepcopy(d) == d, hash((1, (2, (3, (4,))))) == hash((1, (2, (3, (4,))))))
