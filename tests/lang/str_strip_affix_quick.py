# strip(chars) returning the str itself when no end byte is among chars, and startswith/endswith
# of a tuple with one-character candidates compared against the edge byte (stdlib/np_lib_str.c
# do_strip, do_affix): the results and errors must be CPython's.
words = ["hello", ",hello", "hello.", ";x;", "", "é,", ",é", "aé", "éa", "a", ".", "x" * 300]
for w in words:
    print(repr(w.strip(",.;")), repr(w.lstrip(",.;")), repr(w.rstrip(",.;")), repr(w.strip("")))
    print(repr(w.strip("é")), repr(w.strip("aé")), repr(w.strip(None)), repr(w.rstrip("x")))
class S(str):
    pass
s = S("abc")
r = s.strip(",")
print(type(r).__name__, r, type(s.strip()).__name__)
t = "hello"
print(t.strip(",") is t, t.strip() is t)
for bad in (1, b",", [","]):
    try:
        "abc".strip(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    "abc".strip(",", ".")
except TypeError as e:
    print("TypeError", e)
V = ("a", "e", "i", "o", "u")
for w in ["apple", "Egg", "", "é", "éa", "aé", "banana", "u", "xu"]:
    print(w, w.startswith(V), w.endswith(V), w.startswith(V, 1), w.endswith(V, 0, 1),
          w.startswith(V, 10), w.endswith(V, -1), w.startswith(("x", "ba")), w.endswith(("", "q")),
          w.startswith(("é",)), w.endswith(("é", "a")), w.startswith(V, 1, 1), w.endswith(("",), 9))
try:
    "abc".startswith(("a", 1))
except TypeError as e:
    print("TypeError", e)
print("abc".startswith(("a", 1)) if False else "abc".startswith(("b", "a", 1)))
try:
    "abc".startswith(("b", 1))
except TypeError as e:
    print("TypeError", e)
print("aé".endswith(("\\xa9",)), "aé".endswith(("é",)), "é".startswith(("\\xc3",)))
