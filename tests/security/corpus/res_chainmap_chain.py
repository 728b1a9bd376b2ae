# corpus: resource
# technique: chainmap chain
import collections
c = collections.ChainMap()
for i in range(100000):
    c = c.new_child()
c['x']
