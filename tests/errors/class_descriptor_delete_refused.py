# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: defining __delete__ in a class is not supported in Nearly Python
# A user descriptor would be silently treated as plain data; Nearly refuses the class instead.
class Checked:
    def __delete__(self, *args):
        raise ValueError("the descriptor ran")


class C:
    x = Checked()


c = C()
c.x = 1
print(c.x)
