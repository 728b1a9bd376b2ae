# sys.exit(n): the status the program exits with; SystemExit's fields; catching it.
import sys

for args in [(), (None,), (0,), (3,), ("msg",), ((1, 2),), ([1],), (True,)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(e), e.args, e.code)
try:
    sys.exit(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    sys.exit(status=1)
except TypeError as e:
    print("TypeError", e)
try:
    raise SystemExit(4, 5)
except SystemExit as e:
    print(e.code)
try:
    sys.exit(2)
finally:
    print("finally runs")
print("not reached")
