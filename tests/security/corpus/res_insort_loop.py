# corpus: resource
# technique: insort loop
import bisect
x = []
for i in range(10 ** 6):
    bisect.insort(x, -i)
