# GETATTR / LOADMETHOD on modules use an inline cache of the entry in the module's globals:
# several modules at one site, missing and private names, and function values.
import math
import string
import collections


def read(mod, rounds):
    out = []
    for _ in range(rounds):
        try:
            out.append(mod.pi)
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
    return out


def call(mod, x):
    try:
        return mod.sqrt(x)
    except AttributeError as e:
        return "AttributeError: " + str(e)


print(read(math, 2), read(string, 2), read(math, 1))
print([call(math, v) for v in (4, 9.0, 2)], call(string, 4), call(math, 16))
for mod in (math, string, math, collections):
    print(mod.__name__, end=" ")
    try:
        print(mod.ascii_lowercase[:3], end=" ")
    except AttributeError as e:
        print("AttributeError", e, end=" ")
    print()
for k in range(3):
    print(math.floor(k + 0.5), math.e > 2, string.digits[k], collections.Counter("aab")["a"])


def private(mod):
    try:
        return mod._private_name
    except AttributeError as e:
        return "AttributeError: " + str(e)


print(private(math), private(math))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError", e)
