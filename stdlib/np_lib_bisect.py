# np_lib_bisect.py - the `bisect` module. bisect_left, bisect_right, insort_left and
# insort_right are natives (stdlib/np_lib_heapq.c, CPython's _bisect), put in this module's
# globals before this source runs; here are only the aliases.

bisect = bisect_right
insort = insort_right
