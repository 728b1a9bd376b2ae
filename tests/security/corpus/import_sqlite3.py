# corpus: escape
# technique: import sqlite3 in every form
results = []
try:
    import sqlite3
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sqlite3 import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('sqlite3')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sqlite3 as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sqlite3 import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from sqlite3 import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
