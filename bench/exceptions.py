# Benchmark: raising and catching exceptions (builtin and user-defined), try/finally.
class AppError(Exception):
    pass
def risky(i):
    if i % 3 == 0:
        raise ValueError("bad value")
    if i % 3 == 1:
        raise AppError("app")
    return i
caught = 0
fin = 0
for i in range(500000):
    try:
        risky(i)
    except ValueError:
        caught += 1
    except AppError:
        caught += 2
    finally:
        fin += 1
d = {}
for i in range(400000):
    try:
        d[i % 100] += 1
    except KeyError:
        d[i % 100] = 1
print(caught, fin, len(d), sum(d.values()))
