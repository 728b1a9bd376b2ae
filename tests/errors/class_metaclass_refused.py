# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: metaclass= is not supported in Nearly Python
class Meta:
    def __call__(cls, *args):
        print("escaped")


class C(metaclass=Meta):
    pass
