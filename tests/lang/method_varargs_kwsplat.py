# A method whose only parameters are *args/**kwargs, called with f(..., **kw) (the CALLEX
# path): self must be args[0]. The binder once read self from the slot before the arguments,
# which CALLEX fills with its keyword names, so self came out as a tuple of names.
import functools


class A:
    def __repr__(self):
        return "A()"

    def m(*args, **kwargs):
        return args, kwargs

    def gen(*args, **kwargs):
        yield args
        yield kwargs

    @classmethod
    def cm(*args, **kwargs):
        return args[0].__name__, args[1:], kwargs


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


class B:
    def __repr__(self):
        return "B()"

    @counted
    def process(self, record, **kwargs):
        return self, record, kwargs


kw = {"t": 7, "u": 8}
a = A()
print(a.m(**kw))
print(a.m(1, **kw))
print(a.m(*[1, 2], **kw))
print(a.m(*(), **{}))
print(a.m(1, t=2))
print(a.m())
print(list(a.gen(5, **kw)))
print(A.cm(3, **kw))
print(B().process({"x": 1}, **kw))
print(B().process(2, default_tags=("shop",)))
print(B().process(*[3], **{"k": ()}))
f = a.m
print(f(**{"z": 0}), f(*"ab"))
