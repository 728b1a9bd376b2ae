# Escape-oracle seed: the host module hostsecrets is registered but not granted.
try:
    import hostsecrets
    print(hostsecrets.KEY)
except ImportError as e:
    print("denied:", e)
from hostsecrets import read, KEY
result = [read(), KEY]
