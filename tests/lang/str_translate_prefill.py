# str.translate with a small exact dict: the ASCII mappings found by one walk over its entries
# (stdlib/np_lib_str.c translate_prefill); non-int keys equal to a code point fall back to lookups.
import string
P = str.maketrans("", "", string.punctuation)
print("Hello, World! it's #1.".translate(P))
print("abc".translate({97: "xy", 98: None, 99: 100}))
print("abcé".translate({97.0: "F"}))   # float key equal to 97
print("abc".translate({True: "T", 97: "A"}))
print("a\x01b".translate({1: "one", "a": "nope"}))
class K:
    def __hash__(self): return hash(98)
    def __eq__(self, o): return o == 98
print("abc".translate({K(): "kay"}))
d = {i: None for i in range(40, 200)}
print("hello(world)é~".translate(d))
try:
    "xyz".translate({121: []})
except TypeError as e:
    print("TypeError", e)
try:
    "xyz".translate({121: -1})
except ValueError as e:
    print("ValueError", e)
print("xq".translate({121: []}))
print("".translate({1: 2}))
big = {i: chr(i + 1) for i in range(300)}
print("abc".translate(big))
print("aé".translate({ord("é"): "e", 97: 65}))
