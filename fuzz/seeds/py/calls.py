def f(x, *a, k=1, **kw):
    return [i * x for i in a if i] or {k: kw}
print(f(2, 1, 0, 3, k="z", q=f"{1+1:>4}"))
