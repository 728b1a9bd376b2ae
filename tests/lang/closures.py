# Closures, nonlocal, late binding, counters, function factories and decorators.
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c1(), c2())
def make_adder(n):
    return lambda x: x + n
add5 = make_adder(5)
print(add5(10), make_adder(-1)(1))
funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner()
    x = "changed"
    return middle()
print(outer())
def accumulator():
    total = []
    def add(v):
        total.append(v)
        return sum(total)
    return add
acc = accumulator()
print(acc(1), acc(10), acc(100))
def memoize(f):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return wrapper
@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
def logged(f):
    def wrapper(*args, **kwargs):
        print("calling", f.__name__, args, kwargs)
        return f(*args, **kwargs)
    return wrapper
@logged
def add(a, b=0):
    return a + b
print(add(1, b=2))
def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return run
print(compose(lambda x: x + 1, lambda x: x * 2)(5))
def bank(balance):
    def deposit(n):
        nonlocal balance
        balance += n
        return balance
    def withdraw(n):
        nonlocal balance
        balance -= n
        return balance
    return deposit, withdraw
dep, wd = bank(100)
print(dep(50), wd(30), dep(0))
def gen_powers():
    return [lambda x, p=p: x ** p for p in range(4)]
print([f(2) for f in gen_powers()])
def counter2():
    n = 0
    def get():
        return n
    def setn(v):
        nonlocal n
        n = v
    return get, setn
g, s = counter2()
s(42)
print(g())
