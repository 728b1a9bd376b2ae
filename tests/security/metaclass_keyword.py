# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: metaclass= is not supported in Nearly Python
# A script-defined metaclass is refused before the class body runs (only type and the stdlib's
# behaviour tables such as abc.ABCMeta may be named).
class Meta:
    pass
class X(metaclass=Meta):
    print("not reached")
print("not reached")
