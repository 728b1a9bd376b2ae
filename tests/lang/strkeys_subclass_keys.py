# A str, int or tuple subclass with its own __eq__ / __hash__ must run them as a dict or set
# key and in ==, as CPython does (the exact-str and exact-int fast paths must not take it);
# __eq__ without __hash__ makes the subclass unhashable; a subclass with neither still works
# as the builtin key it extends.
class N(str):
    def __eq__(self, o): return False
    def __hash__(self): return str.__hash__(self)
print("ab" in {N("ab")}, N("ab") in {"ab"}, {N("ab"): 1}.get("ab"), N("ab") == "ab")
print("ab" in {N("ab"): 0}, N("ab") in {"ab": 0}, N("ab") != "ab", ["ab"].count(N("ab")))
d = {"ab": 1}
d[N("ab")] = 2
print(len(d), sorted(d.values()))

class H(str):
    def __hash__(self): return 5
d = {}
d[H("x")] = 1
print(d, H("x") in d, "x" in d, {H("x")} == {"x"}, H("y") in d)
s = {H("x"), H("y")}
print(len(s), H("x") in s, "x" in s)

class M(str):
    def __eq__(self, o): return False
for make in (lambda: {M("a")}, lambda: {M("a"): 1}, lambda: hash(M("a"))):
    try:
        print(make())
    except TypeError as e:
        print("TypeError", e)

class CI(str):
    # Case-insensitive: unequal texts compare equal, so a lookup must not stop at the text.
    def __eq__(self, o): return isinstance(o, str) and self.lower() == o.lower()
    def __hash__(self): return hash(self.lower())
d = {CI("Key"): 1}
print(d.get("key"), d.get("KEY"), "key" in {CI("KEY")}, CI("a") == "A")

class S(str):
    pass
d = {S("k"): 1, "j": 2}
print(d["k"], d[S("j")], "k" in {S("k")}, S("j") in {"j"}, S("a") == "a", {S("a")} == {"a"})
print(hash(S("a")) == hash("a"), {S("a"): 1, "a": 2})

class I(int):
    def __eq__(self, o): return False
    def __hash__(self): return int.__hash__(self)
print(1 in {I(1)}, I(1) in {1}, {I(1): 1}.get(1), I(1) == 1)
class J(int):
    def __hash__(self): return 5
d = {}
d[J(3)] = 1
print(d, J(3) in d, 3 in d)
class K(int):
    def __eq__(self, o): return False
try:
    print({K(1)})
except TypeError as e:
    print("TypeError", e)

class T(tuple):
    def __eq__(self, o): return False
    def __hash__(self): return tuple.__hash__(self)
print((1, 2) in {T((1, 2))}, T((1, 2)) in {(1, 2)}, {T((1, 2)): 1}.get((1, 2)))
class U(tuple):
    def __hash__(self): return 5
d = {}
d[U((1,))] = 1
print(d, U((1,)) in d, (1,) in d)
class V(tuple):
    def __eq__(self, o): return False
try:
    print({V((1,))})
except TypeError as e:
    print("TypeError", e)
