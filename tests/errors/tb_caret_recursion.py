# RecursionError: repeated frames folded, carets on each shown frame.
# stderr: full
import sys
sys.setrecursionlimit(100)
def r(n):
    return r(n + 1) + 1
r(0)
