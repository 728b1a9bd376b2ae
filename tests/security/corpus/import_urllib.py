# corpus: escape
# technique: import urllib: only its pure part, nothing host-touching
import urllib
print(urllib.__name__)
results = []
try:
    import urllib as m
    m.request
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.error
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.response
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.robotparser
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.system
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.path
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.os
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.sys
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.socket
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.urlopen
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.__builtins__
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.__loader__
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.__spec__
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.__file__
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import request
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import error
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import response
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import robotparser
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import system
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import path
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import os
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import sys
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import socket
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import urlopen
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import __builtins__
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import __loader__
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import __spec__
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    from urllib import __file__
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    import urllib as m
    m.system('touch pwned.txt')
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
print(results)
