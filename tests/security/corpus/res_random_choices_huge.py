# corpus: resource
# technique: random choices huge
import random
x = random.choices([1], k=10 ** 9)
