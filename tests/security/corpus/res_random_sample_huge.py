# corpus: resource
# technique: random sample huge
import random
x = random.sample(range(10 ** 12), 10 ** 7)
