# '%%' is a literal percent sign, but a key, flag, width or precision before the second '%'
# makes CPython 3.11 take an argument for it and then refuse '%' as a conversion character.
cases = [("%5%|", ()), ("%5%|", (1,)), ("%-5%|", ()), ("%.2%|", ()), ("%*%|", (3,)),
         ("%*%|", (3, 4)), ("é%5%", (1,)), ("%%|%d%%", (3,)), ("%s%%%s", ("a", "b")),
         ("%(a)%|", {"a": 1}), ("%(a)5%|", {"a": 1}), ("%(a)%|", {}), ("%(a)s%%", {"a": 2})]
for fmt, args in cases:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError) as e:
        print(fmt, type(e).__name__, e)
