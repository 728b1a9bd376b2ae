# Iterating strs (ASCII chars are the VM's one-char strs) and == / != of strs decided without
# their bytes (one object, two interned strs, different lengths), next to the cases that must
# still compare bytes or call a subclass's __eq__.
s = "hello, wörld 123 ✓!"
print([c for c in s])
n = sp = dig = 0
for c in s:
    if c == " ":
        sp += 1
    elif c != "l" and c.isdigit():
        dig += 1
    n += 1
print(n, sp, dig)
word = "".join(["a", "b"])
print(word == "ab", word != "ab", "ab" == word, word == "abc", word != "a")
print("x" * 3 == "xxx", "é" == "é", "é" != "e")
c = "abc"[0]
dd = "abc"
print(c == "a", c == dd[0], c != "a")
class S(str):
    def __eq__(self, other):
        return "custom"
    def __ne__(self, other):
        return "custom-ne"
    __hash__ = None
t = S("a")
print(t == "a", t != "a", "a" == t, t == t)
if t == "zz":
    print("truthy custom eq")
it = iter("ab")
print(next(it), list(it), list(it))
for ch in "":
    print("never")
total = 0
for ch in "0123456789" * 3:
    total += int(ch)
print(total)
k = 0
for i, ch in enumerate("aXbXc"):
    if ch == "X":
        k += i
print(k)
