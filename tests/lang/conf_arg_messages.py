# Argument errors of natives worded as CPython words them: json/re module functions as Python
# functions (CPython writes them in Python), math.hypot/super as C functions.
import json
import math
import re

cases = [lambda: json.dumps(), lambda: json.loads(), lambda: json.dumps(1, 2), lambda: json.loads("1", 2),
         lambda: json.dumps(1, obj=2), lambda: re.compile(), lambda: re.match("a"), lambda: re.sub("a", "b"),
         lambda: re.findall("a"), lambda: re.split("a"), lambda: re.search(), lambda: re.sub(),
         lambda: re.match("a", "b", 0, 1), lambda: re.compile("a", 0, 1), lambda: re.match("a", "a", flag=1),
         lambda: re.match("a", pattern="b"), lambda: re.fullmatch(), lambda: re.finditer("a"),
         lambda: re.subn("a", "b"), lambda: re.escape(), lambda: re.split("a", "b", 0, 0, 0),
         lambda: math.hypot(x=1), lambda: super(1, 2, 3), lambda: math.gcd(1, 2.5)]
for f in cases:
    try:
        f()
        print("no error")
    except TypeError as e:
        print(e)
