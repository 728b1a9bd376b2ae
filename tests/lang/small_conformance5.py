# Small differences from CPython fixed in session 13 (features5): reversed()'s arity wording,
# queue.Empty's module (CPython's comes from its C module _queue), and the User* classes as
# virtual subclasses of their ABCs.
import collections
import collections.abc
import queue


for args in [(), ([], []), ([1], 2, 3)]:
    try:
        reversed(*args)
    except TypeError as e:
        print(e)
try:
    reversed([], x=1)
except TypeError as e:
    print(e)

print(queue.Empty, queue.Empty.__module__, queue.Full, queue.Full.__module__)
try:
    queue.Queue().get_nowait()
except queue.Empty as e:
    print(type(e).__name__, repr(e))

ud = collections.UserDict({"a": 3, "b": 1})
print(isinstance(ud, collections.abc.MutableMapping), issubclass(collections.UserList, collections.abc.MutableSequence),
      isinstance(collections.UserString("s"), collections.abc.Sequence), isinstance(ud, collections.abc.Sequence))


class M(collections.abc.Mapping):
    def __getitem__(self, k):
        return {"m": 7}[k]

    def __iter__(self):
        return iter(["m"])

    def __len__(self):
        return 1


print(isinstance(M(), collections.abc.Mapping), collections.Counter(["x", "y", "x"]), collections.Counter())
