# An exception raised in a finally block replaces the one in flight.
# stderr: full
try:
    try:
        1 / 0
    finally:
        print("finally")
        raise KeyError("from finally")
except ZeroDivisionError:
    print("not reached")
