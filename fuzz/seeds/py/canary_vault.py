# Escape-oracle seed: the host type Vault's `_unlock` and `_key` are excluded by the policy.
print(vault.ping(), vault.label)
for name in ("_unlock", "_key", "__dict__", "__class__"):
    try:
        print(name, getattr(vault, name))
    except AttributeError as e:
        print("denied:", e)
print("{0._key}".format(vault))
vault._unlock()
