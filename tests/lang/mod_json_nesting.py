# json nesting limits: RecursionError at the same depth and with the same message as CPython.
import json
for n in (990,994,995,996,997,998,1000):
    try: json.loads('['*n + ']'*n); print(n,'ok')
    except RecursionError as e: print(n, e)
for n in (994,995,996,997,998):
    try: json.loads('{"a":'*n + '1' + '}'*n); print(n,'ok')
    except RecursionError as e: print(n, e)
def f(k):
    if k: return f(k-1)
    for n in range(970,1000):
        try: json.loads('['*n + ']'*n)
        except RecursionError as e: print('depth10', n, e); break
f(10)
x = []
for i in range(3000): x = [x]
try: json.dumps(x)
except RecursionError as e: print(e)
def g(k):
    if k: return g(k-1)
    x = []
    for i in range(1000): x = [x]
    for n in range(970,1000):
        y = []
        for i in range(n): y = [y]
        try: json.dumps(y)
        except RecursionError as e: print('dump depth10', n, e); break
g(0)
g(10)
