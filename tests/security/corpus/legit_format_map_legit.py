# corpus: legit
# technique: format map legit
class Default(dict):
    def __missing__(self, key):
        return "{" + key + "}"


print("{name} is {age}".format_map(Default(name="Ann")))
print("{0.real}+{0.imag}j".format(3), "{a[0]}{a[1]}".format(a="xy"))
print("%(a)s-%(b)04d" % {"a": "A", "b": 7})
