# str + str of exact strs (concatenated at once) next to str subclasses whose __add__ or
# __radd__ must still run, empty operands, non-ASCII text and the TypeError for other types.
class Loud(str):
    def __add__(self, other):
        return "Loud+" + str.__add__(self, other)

    def __radd__(self, other):
        return "radd:" + other + str(self)


class Plain(str):
    pass


print("ab" + "cd", "" + "x", "é" + "ü" + "", len("ñ" * 3 + "a"))
print(Loud("L") + "x", "x" + Loud("L"), type(Plain("p") + "q").__name__, Plain("p") + Plain("q"))
parts = ""
for ch in "héllo":
    parts = parts + ch.upper()
print(parts, parts[1], len(parts))
for bad in (1, None, [1]):
    try:
        "s" + bad
    except TypeError as exc:
        print("TypeError:", exc)
