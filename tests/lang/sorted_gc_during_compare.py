# sorted() and list.sort(key=...) build lists that only C code holds while the comparisons run
# Python code; a garbage collection started inside __lt__ or the key function must keep them.
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        junk = [[i] * 8 for i in range(200)]  # enough garbage to start collections
        return self.v < other.v
    def __repr__(self):
        return "K(%d)" % self.v

vals = [(i * 7919) % 101 for i in range(60)]
out = sorted(K(v) for v in vals)
print(out[:5], out[-3:], len(out))
out2 = sorted((K(v) for v in vals), reverse=True)
print(out2[:3])
def key(k):
    junk = [{"a": i} for i in range(300)]
    return -k.v
out3 = sorted((K(v) for v in vals), key=key)
print(out3[:3], [k.v for k in out3] == sorted(vals, reverse=True))
lst = [K(v) for v in vals]
lst.sort(key=key)
print(lst[:3])
