# cpython: skip
# expect-exit: 1
# expect-stderr-last: SyntaxError: class keyword arguments (such as metaclass=) are not supported
# A metaclass keyword is refused when the program is compiled, before anything runs.
class Meta:
    pass
class X(metaclass=Meta):
    pass
print("not reached")
