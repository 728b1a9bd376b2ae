# A small bank-account simulation with functions, dicts and exceptions.
accounts = {}
log = []
def open_account(name, initial=0):
    if name in accounts:
        raise ValueError("account exists: " + name)
    accounts[name] = {"balance": initial, "history": [("open", initial)]}
    log.append(f"opened {name} with {initial}")
def deposit(name, amount):
    if amount <= 0:
        raise ValueError("deposit must be positive")
    acct = accounts[name]
    acct["balance"] += amount
    acct["history"].append(("deposit", amount))
def withdraw(name, amount):
    acct = accounts[name]
    if amount > acct["balance"]:
        raise RuntimeError(f"insufficient funds in {name}: {acct['balance']} < {amount}")
    acct["balance"] -= amount
    acct["history"].append(("withdraw", amount))
def transfer(src, dst, amount):
    withdraw(src, amount)
    try:
        deposit(dst, amount)
    except KeyError:
        deposit(src, amount)
        raise
def apply_interest(rate):
    for name in sorted(accounts):
        acct = accounts[name]
        interest = acct["balance"] * rate // 100
        if interest:
            acct["balance"] += interest
            acct["history"].append(("interest", interest))
open_account("alice", 100)
open_account("bob")
open_account("carol", 250)
operations = [
    (deposit, ("bob", 50)),
    (withdraw, ("alice", 30)),
    (transfer, ("carol", "bob", 100)),
    (withdraw, ("bob", 500)),
    (deposit, ("alice", -5)),
    (transfer, ("alice", "nobody", 10)),
    (open_account, ("alice",)),
    (withdraw, ("dave", 1)),
]
for op, args in operations:
    try:
        op(*args)
        print("ok   ", op.__name__, args)
    except (ValueError, RuntimeError) as e:
        print("error", op.__name__, type(e).__name__, e)
    except KeyError as e:
        print("error", op.__name__, "no such account", e)
apply_interest(5)
for name, acct in accounts.items():
    print(f"{name:>6}: {acct['balance']:>5}  {acct['history']}")
total = sum(a["balance"] for a in accounts.values())
richest = max(accounts, key=lambda n: accounts[n]["balance"])
print("total", total, "richest", richest)
print(log)
summary = {}
for name, acct in accounts.items():
    for kind, amount in acct["history"]:
        summary[kind] = summary.get(kind, 0) + amount
print(summary)
