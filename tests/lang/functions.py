# Functions: defaults, keyword args, *args/**kwargs, keyword-only and positional-only parameters.
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct
print(greet("Ann"), greet("Bob", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
def total(*args):
    return sum(args), len(args), args
print(total(), total(1), total(1, 2, 3), total(*[4, 5], 6))
def info(**kwargs):
    return sorted(kwargs.items())
print(info(), info(a=1, b=2), info(**{"x": 9}, y=8))
def mixed(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(mixed(1, c=3))
print(mixed(1, 2, 3, 4, c=5, e=6))
print(mixed(*[1, 2], c=0, **{"d": 1, "z": 2}))
def posonly(a, b, /, c, *, d):
    return a + b + c + d
print(posonly(1, 2, 3, d=4), posonly(1, 2, c=3, d=4))
def default_list(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(default_list(1), default_list(2), default_list(3, [0]))
def shared(x, acc=[]):
    acc.append(x)
    return acc
shared(1)
print(shared(2))
def noreturn():
    pass
print(noreturn(), noreturn.__name__)
def multi():
    return 1, "two", [3]
a, b, c = multi()
print(a, b, c)
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(25))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def apply(f, *args, **kwargs):
    return f(*args, **kwargs)
print(apply(greet, "Eve", punct="."), apply(max, 3, 7, 5), apply(sorted, [3, 1], reverse=True))
def doc():
    "A docstring."
    return 1
print(doc(), doc.__name__)  # __doc__ is reflective and does not exist in Nearly
f = fact
print(f(5), f is fact, callable(f), callable(5))
def outer():
    def inner(x):
        return x * 2
    return inner(21)
print(outer())
