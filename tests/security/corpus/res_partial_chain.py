# corpus: resource
# technique: partial chain
import functools
f = abs
for i in range(100000):
    f = functools.partial(f)
print(f(-1))
