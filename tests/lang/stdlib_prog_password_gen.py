import random
import string

def make_password(rng, length=12):
    pools = [string.ascii_lowercase, string.ascii_uppercase, string.digits, "!@#$%^&*"]
    chars = [rng.choice(p) for p in pools]
    allc = "".join(pools)
    chars += [rng.choice(allc) for _ in range(length - len(chars))]
    rng.shuffle(chars)
    return "".join(chars)

def make_id(rng, n=8):
    return "".join(rng.choices(string.hexdigits.lower()[:16], k=n))

def main():
    rng = random.Random(31337)
    for _ in range(4):
        print(make_password(rng))
    print([make_id(rng) for _ in range(3)])
    words = ["correct", "horse", "battery", "staple", "orange", "river", "cloud", "mint"]
    print("-".join(rng.sample(words, 4)))
    print(rng.randint(1000, 9999), rng.randrange(1, 100, 2))
    colors = ["#%06x" % rng.randrange(16 ** 6) for _ in range(3)]
    print(colors)
    coupons = {f"SAVE{rng.randint(10, 50)}" for _ in range(5)}
    print(sorted(coupons))

main()
