# A str subclass's own __format__ runs for f-strings, format() and str.format with an empty
# spec; str(), !s and % give exact strs (the escape corpus's legit_str_subclass.py found these).
class T(str):
    def __format__(self, spec):
        return "<" + spec + ">"

    def shout(self):
        return self.upper() + "!"


t = T("a")
print(f"{t}", f"{t:x}", format(t), "{}".format(t), "{0!s}".format(t), "%s" % t, str(t))
print(f"{t!s}", f"{t!r}", f"{t!s:>3}", type(str(t)).__name__, type(f"{t!s}").__name__)
print(t.shout(), type(t).__name__, t == "a", len(t))


class Tag(str):
    def __format__(self, spec):
        return "[" + format(str(self), spec) + "]"


print(f"{Tag('hi'):>5}", "{:<4}".format(Tag("hi")), format(Tag("x")))
