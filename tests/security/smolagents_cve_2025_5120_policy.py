# cpython: skip
# args: --policy textwrap_only.policy
# smolagents CVE-2025-5120, the policy side: a module that a granted module imported for
# itself (textwrap uses re, random and statistics use math) must stay out of reach when the
# policy does not grant it, both as an attribute and through from-import.
import textwrap
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("textwrap.re", lambda: textwrap.re)
try:
    from textwrap import re
    print("from textwrap import re REACHED")
except ImportError as e:
    print("from textwrap import re", type(e).__name__, e)
try:
    import re
except ImportError as e:
    print("import re", type(e).__name__, e)
print(textwrap.wrap("granted modules still work", 10))
