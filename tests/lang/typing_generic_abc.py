# A Generic class whose first base is abc.ABC subscripts like any Generic class.
import abc, typing
from typing import Generic, TypeVar
K = TypeVar("K")
class Repo(abc.ABC, Generic[K]):
    @abc.abstractmethod
    def find(self, k: K): ...
class MemRepo(Repo[int]):
    def find(self, k): return k * 2
print(MemRepo().find(3), issubclass(MemRepo, Repo), isinstance(MemRepo(), Repo))
try:
    Repo()
except TypeError as e:
    print(e)
x: Repo[str] = MemRepo()
print(x.find(1))
