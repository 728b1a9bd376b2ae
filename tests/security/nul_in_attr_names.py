# cpython: skip
# Attribute names with a NUL byte inside must match nothing shorter: found by fuzz_format
# (`{.__\0...}` read past the allowlist string in in_words, ASan global-buffer-overflow).
class A:
    pass
a = A()
for n in ["__\x00next__", "__class__\x00", "__\x00", "_\x00_class__", "__dict__\x00x"]:
    for obj in (A, a, 1, "s", len):
        try:
            getattr(obj, n)
            print("REACHED", repr(n))
        except AttributeError:
            pass
for spec in ["{0.__\x00x}", "{0.__class__\x00}"]:
    try:
        spec.format(a)
        print("REACHED", repr(spec))
    except (AttributeError, ValueError):
        pass
print(getattr(A, "__name__"), "{0.__class__.__name__}".format(a))
