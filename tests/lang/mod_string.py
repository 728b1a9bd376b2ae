# string: constants, capwords and Template, compared with CPython.
import string

print(string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), string.punctuation)
print(repr(string.printable), len(string.printable))
print(string.capwords("hello   big world"), string.capwords(" a-b c-d ", "-"))
print(string.capwords("ÉCOLE élève"), string.capwords(""))
print(all(c in string.printable for c in "Hello, World! 123"))
counts = {"letters": 0, "digits": 0, "punct": 0, "space": 0}
for c in "Hi there, it's 10:45 now!":
    if c in string.ascii_letters:
        counts["letters"] += 1
    elif c in string.digits:
        counts["digits"] += 1
    elif c in string.punctuation:
        counts["punct"] += 1
    elif c in string.whitespace:
        counts["space"] += 1
print(counts)

t = string.Template("$who likes ${what}; costs $$5")
print(t.substitute(who="tim", what="ham"), t.substitute({"who": "a", "what": "b"}, what="c"))
print(t.safe_substitute(who="x"), t.get_identifiers(), t.is_valid(), t.template)
for bad in [lambda: t.substitute(who="x"), lambda: string.Template("a $ b").substitute(),
            lambda: string.Template("line\n  $1").substitute()]:
    try:
        print(bad())
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(string.Template("$a$b ${a}x").substitute(a=1, b=[2]))
