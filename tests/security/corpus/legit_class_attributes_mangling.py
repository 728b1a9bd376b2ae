# corpus: legit
# technique: class attributes mangling
class Account:
    __count = 0

    def __init__(self, owner):
        Account.__count += 1
        self.__owner = owner
        self._id = Account.__count

    def owner(self):
        return self.__owner

    @classmethod
    def count(cls):
        return cls.__count


a, b = Account("x"), Account("y")
print(a.owner(), b._id, Account.count(), a._Account__owner)
try:
    a.__owner
except AttributeError as e:
    print("AttributeError", e)
