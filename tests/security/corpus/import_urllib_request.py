# corpus: escape
# technique: import urllib.request in every form
results = []
try:
    import urllib.request
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib.request import *
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    __import__('urllib.request')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib.request as m
    m.system('touch pwned.txt')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import system
    system('cat secret.txt')
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
print(results)
