# Unbounded recursion hits the default recursion limit (1000).
# stderr: full
def f():
    f()
print("recursing")
f()
