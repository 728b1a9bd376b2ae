# Assigning a never-name or an implementation entry on a user class stays refused (CPython
# would allow __new__; Nearly never runs it).
# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: cannot set '__new__' attribute of immutable type
class C:
    pass
for name in ["__np_annotated__", "__get__", "__class__", "__dict__"]:
    try:
        setattr(C, name, 1)
        print("accepted", name)
    except (TypeError, AttributeError):
        print("refused", name)
C.__new__ = lambda cls: None
