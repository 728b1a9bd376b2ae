# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Instances given attributes one store at a time past their inline room (SETATTR's cached store
# and its quick append, vm/np_runtime.h np_dict_append_str_quick, write only into room already
# charged; growth goes through np_dict_store_str and is charged): 60 000 objects of 14
# attributes each (over 40 MB) cannot fit in 16 MB, so "not reached" must never print.
class Node:
    def __init__(self, i):
        self.a = i


keep = []
for i in range(60000):
    n = Node(i)
    n.b = i; n.c = i; n.d = i; n.e = i; n.f = i; n.g = i; n.h = i
    n.j = i; n.k = i; n.l = i; n.m = i; n.o = i; n.p = i
    keep.append(n)
print("not reached")
