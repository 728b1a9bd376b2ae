# Generator pipelines: primes, windows, chunking, and send().
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1

def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out

def windows(seq, size):
    for i in range(len(seq) - size + 1):
        yield tuple(seq[i:i + size])

def chunks(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf

def running_avg():
    total = count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            return (count, total)
        total += value
        count += 1
        avg = total / count

p = take(12, primes())
print(p)
print(list(windows(p[:6], 3)))
print(list(chunks(iter(p), 5)))
gen = running_avg()
next(gen)
for v in [10, 20, 30, 45]:
    print("avg", gen.send(v))
try:
    gen.send(None)
except StopIteration as stop:
    print("done", stop.value)

def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item

print(list(flatten([1, [2, [3, (4, 5)], 6], [[7]], 8])))
squares = (x * x for x in range(10))
print(sum(squares), sum(squares))
evens = filter(lambda x: x % 2 == 0, range(20))
print(list(map(str, evens))[:5])
