# sys: the safe part of CPython's sys module matches CPython (stdlib/np_lib_sys.c).
import sys
from sys import maxsize, version_info

print(sys.maxsize, maxsize == 2 ** 63 - 1, sys.maxunicode, sys.maxsize + 1)
print(sys.version_info >= (3, 8), sys.version_info[:2] == (3, 11), version_info.major,
      version_info.minor, version_info.releaselevel, len(version_info))
print(isinstance(sys.version_info, tuple), type(sys.version_info).__name__)
print(sys.version_info > (3, 11, 0), sys.version_info < (4,), tuple(sys.version_info)[:2])
major, minor, *rest = sys.version_info
print(major, minor, rest[1:])
print(sys.float_info.max, sys.float_info.min, sys.float_info.epsilon, sys.float_info.dig,
      sys.float_info.mant_dig, sys.float_info.radix, sys.float_info.max_exp)
print(sys.float_info)
print(type(sys.float_info).__name__, sys.float_info[8] == sys.float_info.epsilon)
print(1.0 + sys.float_info.epsilon > 1.0, 1.0 + sys.float_info.epsilon / 2 == 1.0)
print(sys.float_info.max * 2, -sys.float_info.max * 2)
print(isinstance(sys.argv, list), all(isinstance(a, str) for a in sys.argv), len(sys.argv) >= 1)
print(sys.hexversion >> 24, (sys.hexversion >> 16) & 0xff)
print(sys.intern("abc") == "abc", sys.intern("x" * 3))
for bad in [5, None, ["a"]]:
    try:
        sys.intern(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    sys.intern()
except TypeError as e:
    print(e)
print(repr(sys.stdout), repr(sys.stderr))
print(sys.stdout.name, sys.stderr.name, sys.stdout.mode, sys.stdout.encoding)
print(sys.stdout.isatty(), sys.stdout.flush(), type(sys.stdout).__name__)
for name in ["path", "modules", "getsizeof", "_getframe", "settrace"]:
    print(name, hasattr(sys, name) and name not in ("path", "modules", "getsizeof", "_getframe",
                                                     "settrace"))
