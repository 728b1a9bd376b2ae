# A property setter run as a frame of the calling loop (SETATTR): an exception raised in it
# carries the line of the store and the setter's own line in the traceback.
class Account:
    def __init__(self):
        self._balance = 0

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError(f"balance would be {v}")
        self._balance = v


def withdraw(acct, amount):
    acct.balance -= amount


a = Account()
withdraw(a, 0)
withdraw(a, 5)
