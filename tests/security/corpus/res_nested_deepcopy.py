# corpus: resource
# technique: nested deepcopy
import copy
x = []
for i in range(200000):
    x = [x]
copy.deepcopy(x)
