# Calling a staticmethod through an instance (`self.validate(x)`) is cached per method site:
# the function is called without self; an instance attribute of the same name, a class
# change, subclasses and sites mixing static and plain methods keep CPython's answers.


class Account:
    @staticmethod
    def validate(amount):
        if amount <= 0:
            raise ValueError(f"bad amount {amount!r}")
        return amount

    def deposit(self, amount):
        return self.validate(amount) * 2


class Savings(Account):
    pass


class Loud(Account):
    def validate(self, amount):
        return -amount


accts = [Account(), Savings(), Loud(), Account()]
for _ in range(3):
    print([a.deposit(5) for a in accts])
try:
    Savings().deposit(-1)
except ValueError as e:
    print("ValueError", e)
a = Account()
print(a.deposit(3))
a.validate = lambda amount: 1000
print(a.deposit(3), Account().deposit(3))
del a.validate
print(a.deposit(3))
Account.validate = staticmethod(lambda amount: amount * 10)
print(a.deposit(3), Savings().deposit(3), Loud().deposit(3))
Account.validate = lambda self, amount: amount + 1
print(a.deposit(3), Savings().deposit(3))


class Tools:
    @staticmethod
    def twice(x):
        return 2 * x

    @classmethod
    def make(cls, x):
        return cls.__name__, x


t = Tools()
for i in range(3):
    print(t.twice(i), t.make(i), Tools.twice(i), Tools.make(i))
try:
    t.twice()
except TypeError as e:
    print("TypeError", e)
try:
    t.twice(1, 2)
except TypeError as e:
    print("TypeError", e)
