# itertools and functools in everyday use.
import itertools
import functools
import operator

data = [("fruit", "apple", 3), ("fruit", "pear", 5), ("veg", "kale", 2),
        ("veg", "leek", 7), ("nut", "pecan", 1)]
for key, group in itertools.groupby(data, key=lambda r: r[0]):
    g = list(group)
    print(key, [r[1] for r in g], sum(r[2] for r in g))
print(list(itertools.accumulate([1, 2, 3, 4, 5])))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.chain([1, 2], (3,), "ab")))
print(list(itertools.combinations("abcd", 2)))
print(len(list(itertools.permutations(range(4), 3))), list(itertools.product([0, 1], repeat=2)))
print(list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.repeat("x", 3)))
print(list(itertools.zip_longest("ab", "wxyz", fillvalue="-")))
print(list(itertools.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(itertools.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(functools.reduce(operator.mul, range(1, 8)), functools.reduce(lambda a, b: a + b, [[1], [2, 3]], []))

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), [fib(i) for i in range(10)])
double = functools.partial(operator.mul, 2)
print(list(map(double, [1, 2, 3])), sorted(data, key=operator.itemgetter(2))[0][1])

def logged(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result
    return inner

@logged
def area(w, h=1):
    return w * h
area(3, 4)
area(5)
print(area.__name__)
cmp = functools.cmp_to_key(lambda a, b: (len(a) > len(b)) - (len(a) < len(b)))
print(sorted(["ccc", "a", "bb", "dddd"], key=cmp))
