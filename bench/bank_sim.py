# Benchmark (held-out style, after typical agent code): a bank and inventory simulation.
# Accounts in a dict, transaction history as dicts of lists, validation with custom exception
# classes (raise/except in the hot loop), try/except KeyError lookups, class methods and
# static methods, __str__, and a summary report with sorted() and f-strings.


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__(f"account {account} short by {amount}")
        self.account = account
        self.amount = amount


class AccountFrozen(BankError):
    pass


class UnknownAccount(BankError, KeyError):
    pass


class Account:
    next_id = 1

    def __init__(self, owner, balance=0):
        self.id = Account.next_id
        Account.next_id += 1
        self.owner = owner
        self.balance = balance
        self.frozen = False
        self.history = []

    @classmethod
    def opened_with(cls, owner, amount):
        acc = cls(owner)
        acc.deposit(amount)
        return acc

    @staticmethod
    def validate(amount):
        if not isinstance(amount, int) or amount <= 0:
            raise ValueError(f"bad amount {amount!r}")

    def deposit(self, amount):
        self.validate(amount)
        if self.frozen:
            raise AccountFrozen(self.id)
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        self.validate(amount)
        if self.frozen:
            raise AccountFrozen(self.id)
        if amount > self.balance:
            raise InsufficientFunds(self.id, amount - self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))

    def __str__(self):
        return f"#{self.id:04d} {self.owner:<8} {self.balance:>10}"


class SavingsAccount(Account):
    rate = 3

    def add_interest(self):
        interest = self.balance * self.rate // 1000
        if interest > 0:
            self.deposit(interest)


class Bank:
    def __init__(self):
        self.accounts = {}
        self.ledger = {}
        self.failures = {}

    def open(self, owner, amount, savings=False):
        cls = SavingsAccount if savings else Account
        acc = cls.opened_with(owner, amount)
        self.accounts[acc.id] = acc
        self.ledger.setdefault(owner, []).append(acc.id)
        return acc

    def get(self, acc_id):
        try:
            return self.accounts[acc_id]
        except KeyError:
            raise UnknownAccount(acc_id) from None

    def transfer(self, src, dst, amount):
        a = self.get(src)
        b = self.get(dst)
        a.withdraw(amount)
        try:
            b.deposit(amount)
        except BankError:
            a.deposit(amount)
            raise

    def record_failure(self, exc):
        name = type(exc).__name__
        self.failures[name] = self.failures.get(name, 0) + 1


def simulate(bank, steps, seed):
    x = seed
    n = len(bank.accounts)
    for step in range(steps):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        src = 1 + x % (n + 3)
        dst = 1 + (x >> 8) % n
        amount = (x >> 16) % 700 - 20
        try:
            if (x >> 4) % 5 == 0:
                bank.get(src).deposit(amount)
            else:
                bank.transfer(src, dst, amount)
        except InsufficientFunds as e:
            bank.record_failure(e)
        except KeyError as e:
            bank.record_failure(e)
        except BankError as e:
            bank.record_failure(e)
        except ValueError as e:
            bank.record_failure(e)
        if step % 997 == 0:
            acc = bank.accounts[1 + (x >> 3) % n]
            acc.frozen = not acc.frozen
        if step % 5000 == 4999:
            for acc in bank.accounts.values():
                if isinstance(acc, SavingsAccount) and not acc.frozen:
                    acc.add_interest()


def main():
    bank = Bank()
    names = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo"]
    for i in range(60):
        bank.open(names[i % len(names)], 500 + i * 37, savings=i % 3 == 0)
    simulate(bank, 200000, 42)
    total = sum(a.balance for a in bank.accounts.values())
    print("total", total)
    for name in sorted(bank.failures):
        print(name, bank.failures[name])
    richest = sorted(bank.accounts.values(), key=lambda a: (-a.balance, a.id))[:5]
    for a in richest:
        print(a)
    per_owner = {o: sum(bank.accounts[i].balance for i in ids) for o, ids in bank.ledger.items()}
    print(sorted(per_owner.items(), key=lambda kv: kv[1])[:3])
    hist = sum(len(a.history) for a in bank.accounts.values())
    kinds = {}
    for a in bank.accounts.values():
        for kind, amt in a.history:
            kinds[kind] = kinds.get(kind, 0) + amt
    print("history", hist, sorted(kinds.items()))


main()
