# Unbounded recursion hits the default recursion limit (1000).
def f():
    f()
print("recursing")
f()
