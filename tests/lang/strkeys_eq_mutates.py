# A str or int subclass whose __eq__ changes the dict or set being searched: the lookup must
# notice (its comparison can run Python code) and go on safely, as CPython does.
class Evil(str):
    def __eq__(self, o):
        if isinstance(o, str) and len(target) < 40:
            for i in range(20):
                target[str(i) + "pad"] = i
        return str.__eq__(self, o)
    def __hash__(self): return str.__hash__(self)
target = {}
target[Evil("k")] = 1
print(target.get("k"), len(target) > 1, "k" in target)
class EvilI(int):
    def __eq__(self, o):
        if len(s) < 40:
            for i in range(30):
                s.add(1000 + i)
        return int.__eq__(self, o)
    def __hash__(self): return int.__hash__(self)
s = {EvilI(3)}
print(3 in s, len(s) > 1)
