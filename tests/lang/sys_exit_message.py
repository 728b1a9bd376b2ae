# sys.exit("message"): the message goes to stderr and the status is 1, as in CPython.
import sys

print("before")
sys.exit("fatal: bad input")
