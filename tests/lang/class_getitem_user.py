# A class body's __class_getitem__ answers C[key] (an implicit classmethod, as in CPython),
# also when inherited, explicitly a classmethod or a staticmethod; errors inside propagate;
# a class without one is still "not subscriptable".
class Registry:
    table = {"a": 1}

    def __class_getitem__(cls, key):
        return (cls.__name__, key)


class Sub(Registry):
    pass


print(Registry[int], Registry["x"], Sub[1, 2])


class Explicit:
    @classmethod
    def __class_getitem__(cls, key):
        return cls.__name__ + repr(key)


class Static:
    @staticmethod
    def __class_getitem__(key):
        return key * 2


print(Explicit[3], Static[21])


class Strict:
    def __class_getitem__(cls, key):
        if not isinstance(key, type):
            raise TypeError(f"{cls.__name__}[...] takes a type, not {key!r}")
        return f"Strict of {key.__name__}"


print(Strict[int])
try:
    Strict[3]
except TypeError as e:
    print("TypeError:", e)


class Plain:
    pass


try:
    Plain[int]
except TypeError as e:
    print("TypeError:", e)
print(Registry()["a"] if hasattr(Registry, "__getitem__") else "instances not subscriptable")
