# An exception raised in a module-level loop's register copy (compiler/np_compile.c regloop_*)
# stderr: full
# reports the line and the span it came from, as the plain copy does.
total = 0
d = 4
for i in range(10):
    total += i
    d -= 1
    total = total // d
print(total)
