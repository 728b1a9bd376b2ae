# Escape-oracle seed: classic walks towards the host's secret (env, modules, frames).
attempts = [
    lambda: __import__("os").environ["NEARLY_FUZZ_CANARY"],
    lambda: ().__class__.__base__.__subclasses__(),
    lambda: vault.ping.__self__,
    lambda: vault.__class__.__dict__,
    lambda: (lambda: 0).__globals__["__builtins__"],
    lambda: [x for x in (1).__class__.__mro__],
    lambda: (i for i in ()).gi_frame.f_back.f_globals,
    lambda: "{0.__class__.__init__.__globals__}".format(vault),
]
for a in attempts:
    try:
        print(a())
    except Exception as e:
        print(type(e).__name__)
import os
print(os.environ)
