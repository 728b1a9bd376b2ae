# expect-exit: 1
# An AttributeError raised in a try/finally body (and in a with body) of its own frame still
# gets the "Did you mean" suggestion when it ends the program.
import contextlib


class Account:
    def __init__(self):
        self.balance = 0


def deposit(acc, n):
    with contextlib.nullcontext():
        try:
            acc.balanse += n
        finally:
            print("cleanup")


deposit(Account(), 5)
