# Comprehension filters: an item the `if`s reject goes straight to the loop's back edge
# (FORLOOP), and comprehension lists grow in place (LISTAPPEND). These cases check every
# filter shape, nested levels, the first and the last item being rejected, walrus targets,
# and long lists.
xs = list(range(30))
print([x for x in xs if x % 3 == 0])
print([x for x in xs if x % 2 if x % 5])
print([x for x in xs if x > 100], [x for x in [] if x])
print([x for x in xs if x != 0 and x != 29])
print([x for x in xs if not x % 7 or x == 1])
print([(a, b) for a in range(5) if a % 2 for b in range(a) if (a + b) % 3])
print([a * b for a in range(4) for b in range(4) if b > a])
print({x % 4 for x in xs if x % 3})
print({x: x * x for x in xs if x % 6 == 1})
print(sum(x for x in xs if x % 4 == 3), list(x for x in xs if x < 3 if x > 0))
print([y for x in xs if (y := x * 2) % 3 == 0], y)
print([c for c in "Nearly Python" if c.isupper()])
print([x for x in xs if x % 2 == 0 for _ in range(2) if x % 4])
print([x for x in (None, 0, "", [], "a", [0], 1.5, False, True) if x])


class Odd:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v % 2 == 1


print([o.v for o in map(Odd, range(8)) if o])
try:
    print([x for x in [1, 2, "a", 3] if x > 1])
except TypeError as e:
    print("TypeError:", e)

big = [x for x in range(100000) if x % 3]
print(len(big), big[:5], big[-3:])
nested = [[y for y in range(x) if y % 2] for x in range(6) if x]
print(nested)
acc = []
squares = [x * x for x in range(2000)]
print(len(squares), squares[1999], sum(squares))
print([len([x for x in range(n)]) for n in (0, 1, 7, 8, 9, 100)])
