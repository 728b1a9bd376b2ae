# sys.stdout/sys.stderr writes and print(file=...) go through the same output path as print:
# the order of stdout pieces is kept, write returns the length, type errors match CPython.
import sys

n = sys.stdout.write("one ")
print(n)
print(sys.stdout.write(""), sys.stdout.write("äöü\n"))
sys.stdout.writelines(["a", "b", "\n"])
print("x", "y", file=sys.stdout, sep="-", end="|\n")
print(file=sys.stdout)
print("to stderr", file=sys.stderr)
sys.stderr.write("raw stderr\n")
print("flushed", file=sys.stdout, flush=True)
print("none file", file=None)
for bad in [5, None, 1.5]:
    try:
        sys.stdout.write(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    sys.stdout.writelines(["ok\n", 3])
except TypeError as e:
    print("TypeError", e)
for args in [(), ("a", "b")]:
    try:
        sys.stdout.write(*args)
    except TypeError as e:
        print("TypeError", e)


class Buffer:
    # Any object with a write method is a file for print, as in CPython.
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        self.parts.append("<flush>")


b = Buffer()
print(1, 2.5, [3], {"k": None}, file=b)
print("a", "b", file=b, sep="", end="")
print("f", file=b, flush=True)
print("nf", file=b, flush=False)
print(file=b, sep=None, end=None)
print(b.parts)


class Bad:
    def __str__(self):
        raise ValueError("no str")


try:
    print("kept", Bad(), "lost", file=b)
except ValueError as e:
    print("ValueError", e, b.parts[-2:])
for f in [5, "s"]:
    try:
        print("x", file=f)
    except AttributeError as e:
        print("AttributeError", e)


class WriteOnly:
    def write(self, s):
        pass


try:
    print("x", file=WriteOnly(), flush=True)
except AttributeError as e:
    print("AttributeError", e)
print("x", file=WriteOnly(), flush=0)
try:
    print("x", file=b, sep=5)
except TypeError as e:
    print("TypeError", e)
try:
    print("x", file=b, bogus=1)
except TypeError as e:
    print("TypeError", e)
print("end")
