# A bank account hierarchy with custom exceptions.
class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available

class Account:
    interest = 0.0
    _next_id = 1

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))

    def apply_interest(self):
        gained = round(self.balance * self.interest, 2)
        self.balance += gained
        return gained

    def __repr__(self):
        return f"{type(self).__name__}(#{self.id}, {self.owner!r}, {self.balance:.2f})"

class Savings(Account):
    interest = 0.03

class Checking(Account):
    fee = 1.5
    def withdraw(self, amount):
        super().withdraw(amount + self.fee)

accounts = [Savings("ann", 100), Checking("bob", 50), Account("cy")]
for acc in accounts:
    try:
        acc.deposit(25)
        acc.withdraw(60)
    except InsufficientFunds as e:
        print("failed:", acc.owner, e, e.needed)
    except ValueError as e:
        print("bad:", e)
for acc in accounts:
    print(acc, "interest", acc.apply_interest())
try:
    accounts[2].deposit(-5)
except ValueError as e:
    print(type(e).__name__, e)
print(sorted(accounts, key=lambda a: a.balance))
print([h for a in accounts for h in a.history])
total = sum(a.balance for a in accounts)
print(f"total={total:,.2f}", isinstance(accounts[0], Account), issubclass(Checking, Savings))
