# Exception objects are recycled through the small-object pool: a recycled one must carry
# nothing of its previous life (args, attributes, __cause__/__context__, suppress_context,
# traceback entries), and kept exceptions must stay intact while others are recycled.
class AppError(Exception):
    def __init__(self, code, msg="x"):
        super().__init__(code, msg)
        self.code = code


def deep(n):
    if n == 0:
        raise AppError(n)
    return deep(n - 1)


kept = []
for i in range(3000):
    try:
        if i % 3 == 0:
            try:
                {}[i]
            except KeyError as inner:
                raise AppError(i) from inner
        elif i % 3 == 1:
            try:
                deep(i % 7)
            except AppError:
                raise ValueError(i)
        else:
            raise AppError(i, "plain")
    except (AppError, ValueError) as e:
        if i % 500 < 3:
            kept.append(e)

for e in kept:
    print(type(e).__name__, e.args, getattr(e, "code", None), type(e.__cause__).__name__,
          type(e.__context__).__name__)

fresh = []
for i in range(200):
    try:
        raise AppError(i)
    except AppError as e:
        fresh.append(e)
print(all(e.__cause__ is None and e.__context__ is None for e in fresh))
print(sum(e.code for e in fresh), fresh[-1].args, fresh[0].code)
e = ValueError("reused?")
print(e.args, e.__cause__, e.__context__)

# Recycled exceptions raised from nested frames.
def f3():
    raise KeyError("k")


def f2():
    f3()


for attempt in range(3):
    for _ in range(100):
        try:
            deep(3)
        except AppError:
            pass
    try:
        f2()
    except KeyError as err:
        print(attempt, repr(err), err.args, err.__context__)
print(len(kept), [k.args[0] for k in kept])
