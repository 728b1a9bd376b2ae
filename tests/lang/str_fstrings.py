# f-strings: expressions, format specs, conversions, the = specifier and nesting.
name, n, pi = "World", 42, 3.14159265
print(f"Hello, {name}!", f"{n}", f"{n + 1}", f"{n * 2 = }", f"{name=}", f"{pi=:.2f}")
print(f"{n:5}|{n:<5}|{n:^5}|{n:>5}|{n:05}|{n:+}|{-n:+}|{n: }")
print(f"{pi:.3f} {pi:10.4f} {pi:<10.2f}| {pi:e} {pi:.2e} {pi:g} {1e20:g} {0.00001:g} {pi:%}")
print(f"{1234567:,} {1234567:_} {1234567.891:,.2f} {0.5:.0%} {255:x} {255:#X} {255:b} {255:o} {255:#o}")
print(f"{name!r} {name!s} {'é'!a} {[1, 'a']!r}")
print(f"{name:>10} {name:*^11} {name:.3} {name:<8}|")
w, p = 10, 3
print(f"{pi:{w}.{p}f}|", f"{name:{'>'}{w}}", f"{n:{'0'}{6}d}")
print(f"{'nested ' + f'{n}'}", f"{[x * x for x in range(4)]}", f"{ {'a': 1}['a'] }")
print(f"{{literal}} {{{n}}}", f"{n}{{", f"}}{n}")
d = {"key": "value", "n": 5}
print(f"{d['key']} {d['n'] * 2} {len(d)}")
print(f"{3 if n > 10 else 4} {'yes' if name else 'no'}")
print(f"{True} {None} {1.0} {2.50} {-0.0} {10 ** 20} {1e100}")
print(f"{1.5:.0f} {2.5:.0f} {0.125:.2f} {1e-10:.3e} {12345.6789:.6g}")
print(f"{-3.5:08.2f} {3:+05d} {-3:05d} {7:>+5}")
print(f"a" f"b" f"{n}" "c")
x = 7
s = f"""multi
{x}
line"""
print(s)
print(f"{x!r:>4}|", f"{'ab'!r:^8}|")
items = [("apple", 1.5, 3), ("banana", 0.25, 12), ("cherry", 10.0, 1)]
for item, price, qty in items:
    print(f"{item:<10}{price:>8.2f}{qty:>5d}{price * qty:>10.2f}")
print(f"{'total':<10}{sum(p * q for _, p, q in items):>23.2f}")
print(f"{12:c}{10:c}".strip(), f"{65:c}")
print(f"{True:d} {False:>5} {3.0:n} {1000000:n}")
