# Escape-oracle seed: the host function host_secret is registered but its capability revoked.
try:
    print(host_secret())
except NameError as e:
    print("denied:", e)
result = host_secret()
