# Benchmark (held-out style, after typical agent code): a Redux-style store for a shopping cart
# app. State and actions are frozen dataclasses; reducers return new states built with
# dataclasses.replace and tuple rebuilding; dispatch uses a match statement with class patterns
# (keyword and positional captures, guards, or-patterns); middleware closures log and validate;
# selectors are memoized on state identity; a history of states supports undo.
import random
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Item:
    sku: str
    price: int
    qty: int = 1


@dataclass(frozen=True)
class State:
    items: tuple = ()
    coupon: str = ""
    user: str = "guest"
    version: int = 0
    errors: tuple = ()


@dataclass(frozen=True)
class AddItem:
    sku: str
    price: int
    qty: int = 1


@dataclass(frozen=True)
class RemoveItem:
    sku: str


@dataclass(frozen=True)
class SetQty:
    sku: str
    qty: int


@dataclass(frozen=True)
class ApplyCoupon:
    code: str


@dataclass(frozen=True)
class Login:
    user: str


@dataclass(frozen=True)
class Logout:
    pass


@dataclass(frozen=True)
class Undo:
    steps: int = 1


COUPONS = {"SAVE10": ("pct", 10), "FLAT5": ("flat", 500), "HALF": ("pct", 50)}


def with_item(items, sku, fn):
    out = []
    for it in items:
        if it.sku == sku:
            it = fn(it)
            if it is None:
                continue
        out.append(it)
    return tuple(out)


def cart_reducer(state, action):
    match action:
        case AddItem(sku=sku, price=price, qty=qty) if qty > 0:
            if any(it.sku == sku for it in state.items):
                items = with_item(state.items, sku, lambda it: replace(it, qty=it.qty + qty))
            else:
                items = state.items + (Item(sku, price, qty),)
            return replace(state, items=items)
        case AddItem():
            return replace(state, errors=state.errors + ("bad quantity",))
        case RemoveItem(sku):
            return replace(state, items=with_item(state.items, sku, lambda it: None))
        case SetQty(sku, 0):
            return replace(state, items=with_item(state.items, sku, lambda it: None))
        case SetQty(sku, qty):
            return replace(state, items=with_item(state.items, sku, lambda it: replace(it, qty=qty)))
        case ApplyCoupon(code) if code in COUPONS:
            return replace(state, coupon=code)
        case ApplyCoupon(code):
            return replace(state, errors=state.errors + (f"unknown coupon {code}",))
        case _:
            return state


def session_reducer(state, action):
    match action:
        case Login(user=name):
            return replace(state, user=name)
        case Logout():
            return replace(state, user="guest", items=(), coupon="")
        case _:
            return state


def combine(*reducers):
    def reducer(state, action):
        for r in reducers:
            state = r(state, action)
        return state
    return reducer


class Store:
    def __init__(self, reducer, state, middleware=()):
        self.reducer = reducer
        self.state = state
        self.history = [state]
        self.listeners = []
        dispatch = self._dispatch
        for mw in reversed(middleware):
            dispatch = mw(self)(dispatch)
        self.dispatch = dispatch

    def _dispatch(self, action):
        if isinstance(action, Undo):
            keep = max(1, len(self.history) - action.steps)
            del self.history[keep:]
            self.state = self.history[-1]
        else:
            new = self.reducer(self.state, action)
            if new is not self.state:
                new = replace(new, version=self.state.version + 1)
                self.history.append(new)
                if len(self.history) > 50:
                    del self.history[0]
            self.state = new
        for fn in self.listeners:
            fn(self.state)
        return self.state


def logger(log):
    def middleware(store):
        def wrap(next_dispatch):
            def dispatch(action):
                before = store.state.version
                result = next_dispatch(action)
                log.append((type(action).__name__, before, result.version))
                return result
            return dispatch
        return wrap
    return middleware


def validator(store):
    def wrap(next_dispatch):
        def dispatch(action):
            if isinstance(action, (AddItem, SetQty)) and action.qty > 99:
                action = replace(action, qty=99)
            return next_dispatch(action)
        return wrap and dispatch
    return wrap


def memo_selector(fn):
    last = [None, None]

    def select(state):
        if last[0] is not state:
            last[0] = state
            last[1] = fn(state)
        return last[1]
    return select


@memo_selector
def subtotal(state):
    return sum(it.price * it.qty for it in state.items)


@memo_selector
def total(state):
    base = subtotal(state)
    match COUPONS.get(state.coupon):
        case ("pct", pct):
            return base - base * pct // 100
        case ("flat", cents):
            return max(0, base - cents)
        case None:
            return base


def random_action(rng, skus):
    roll = rng.random()
    sku = rng.choice(skus)
    if roll < 0.40:
        return AddItem(sku, 100 * (1 + len(sku) % 7) + 99, rng.choice([0, 1, 1, 2, 3, 150]))
    if roll < 0.55:
        return RemoveItem(sku)
    if roll < 0.70:
        return SetQty(sku, rng.randrange(0, 5))
    if roll < 0.78:
        return ApplyCoupon(rng.choice(["SAVE10", "FLAT5", "HALF", "BOGUS"]))
    if roll < 0.86:
        return Login(rng.choice(["ann", "bob", "cy"]))
    if roll < 0.90:
        return Logout()
    return Undo(rng.randint(1, 3))


def main(n_actions=27000):
    rng = random.Random(7)
    skus = [f"SKU-{i:03d}" for i in range(40)]
    log = []
    store = Store(combine(cart_reducer, session_reducer), State(), [logger(log), validator])
    seen_totals = []
    store.listeners.append(lambda s: seen_totals.append(total(s)))
    for i in range(n_actions):
        store.dispatch(random_action(rng, skus))
        if i % 4500 == 0:
            s = store.state
            print(f"step {i:5d} v{s.version:<5d} user={s.user:<5} items={len(s.items):2d} "
                  f"subtotal={subtotal(s):7d} total={total(s):7d} coupon={s.coupon or '-'}")
    s = store.state
    kinds = {}
    for name, before, after in log:
        kinds[name] = kinds.get(name, 0) + (after != before)
    print("changes by action:", sorted(kinds.items()))
    print("errors:", len(s.errors), s.errors[-3:])
    print("final items:", [(it.sku, it.qty) for it in sorted(s.items, key=lambda it: (-it.qty, it.sku))][:6])
    print("max total seen:", max(seen_totals), "sum:", sum(seen_totals))
    print("history:", len(store.history), "eq check:", store.history[-1] == s, hash(s.items) == hash(tuple(s.items)))


if __name__ == "__main__":
    main()  # test: main(n_actions=300)
