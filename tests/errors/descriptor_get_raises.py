# An exception raised inside __get__ (reached from a class-level read, `C.attr`, which calls
# stderr: full
# __get__(None, C)) propagates with the descriptor's frame in the traceback.
class Required:
    def __get__(self, obj, objtype=None):
        if obj is None:
            raise LookupError(f"{objtype.__name__}.value is only readable on instances")
        return 1


class C:
    value = Required()


print(C().value)
print(C.value)
