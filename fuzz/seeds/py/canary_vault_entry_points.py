# Escape-oracle seed: the hidden Vault attributes (_unlock, _key) through every entry point.
import functools
import operator

steps = [
    lambda: vault._key, lambda: getattr(vault, "_key"), lambda: getattr(vault, "_key", None),
    lambda: hasattr(vault, "_key") or None, lambda: "{0._key}".format(vault),
    lambda: "{v._key}".format_map({"v": vault}), lambda: f"{vault._key!r}",
    lambda: operator.attrgetter("_key")(vault), lambda: operator.methodcaller("_unlock")(vault),
    lambda: functools.reduce(getattr, ["_key"], vault), lambda: type(vault)._key,
    lambda: vault.__class__._unlock, lambda: vault.ping.__self__._key,
    lambda: vault.__dict__, lambda: vault.__getattribute__("_key"),
    lambda: object.__getattribute__(vault, "_key"), lambda: vars(vault), lambda: dir(vault),
    lambda: setattr(vault, "_key", 1), lambda: delattr(vault, "_key"),
    lambda: vault.__reduce_ex__(2), lambda: [v for v in [vault] if v._unlock()],
    lambda: getattr(vault, "_unl" + "ock")(), lambda: getattr(vault, "\uff3fkey"),
]
for s in steps:
    try:
        print(s())
    except Exception as e:
        print(type(e).__name__)
match vault:
    case object(_key=k):
        print(k)
    case _:
        print("no match")
print(vault.ping(), vault.label)
