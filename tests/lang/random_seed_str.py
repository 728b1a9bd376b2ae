# random.seed with str seeds: CPython version-2 seeding (UTF-8 bytes + SHA-512 digest), across
# the SHA-512 padding boundaries (111/112/128/240 bytes) and non-ASCII text.
import random
for s in ["", "abc", "hello world", "é☃" * 50, "x" * 111, "y" * 112, "z" * 128, "w" * 240, "q" * 1000]:
    random.seed(s)
    print(repr(s[:10]), random.random(), random.randint(1, 100))
r = random.Random("seed")
print(r.random(), r.choice("abcdef"))
random.seed("abc", version=2)
print(random.random())
