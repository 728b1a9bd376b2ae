# args: --budget 1200000
# The register copy of module-level loops (compiler/np_compile.c regloop_*) needs about half
# the budget of the plain copy: this budget is too small for the plain one.
total = 0
i = 0
while i < 100000:
    total += i & 15
    i += 1
for j in range(100000):
    total -= j % 3
print(total, i, j)
