import random
from itertools import islice
from collections import Counter

players = ["ava", "ben", "cal", "dee", "eli", "fay", "gus", "hal", "ivy", "jon"]
random.seed(2024)
random.shuffle(players)
teams = [players[i::2] for i in range(2)]
print(teams)

random.seed(1)
print(random.random(), random.random())
print(random.randint(0, 10**12))
print(random.getrandbits(64))
print(random.sample(players, k=3))
print(random.choices(players, k=4))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 100], k=6))
print([round(random.gauss(0, 1), 6) for _ in range(3)])
print(round(random.triangular(0, 10, 3), 6), round(random.expovariate(1.5), 6))
print(round(random.normalvariate(5, 2), 6), round(random.betavariate(2, 3), 6))

state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b)

r1 = random.Random(99)
r2 = random.Random(99)
print([r1.randint(1, 100) for _ in range(5)] == [r2.randint(1, 100) for _ in range(5)])
tally = Counter(r1.choice("abc") for _ in range(300))
print(sorted(tally.items()))
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.sample([1, 2], 5)
except ValueError as e:
    print("ValueError:", e)
