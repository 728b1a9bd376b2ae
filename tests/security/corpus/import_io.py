# corpus: escape
# technique: import io: only its pure part, nothing host-touching
import io
s = io.StringIO()
s.write('in memory')
b = io.BytesIO(b'x')
print(s.getvalue(), b.getvalue())
results = []
try:
    import io as m
    m.open
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.open_code
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.FileIO
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.BufferedReader
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.BufferedWriter
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.BufferedRandom
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.BufferedRWPair
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.TextIOWrapper
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.IncrementalNewlineDecoder
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.text_encoding
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.system
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.path
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.os
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.sys
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m._io
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.abc
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.__builtins__
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.__loader__
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.__spec__
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.__file__
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.popen
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.remove
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.unlink
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.listdir
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.getcwd
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.environ
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.stdin
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.stdout
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.stderr
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import open
    print('ESCAPED step 29')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import open_code
    print('ESCAPED step 30')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import FileIO
    print('ESCAPED step 31')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import BufferedReader
    print('ESCAPED step 32')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import BufferedWriter
    print('ESCAPED step 33')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import BufferedRandom
    print('ESCAPED step 34')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import BufferedRWPair
    print('ESCAPED step 35')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import TextIOWrapper
    print('ESCAPED step 36')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import IncrementalNewlineDecoder
    print('ESCAPED step 37')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import text_encoding
    print('ESCAPED step 38')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import system
    print('ESCAPED step 39')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import path
    print('ESCAPED step 40')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import os
    print('ESCAPED step 41')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import sys
    print('ESCAPED step 42')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import _io
    print('ESCAPED step 43')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import abc
    print('ESCAPED step 44')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import __builtins__
    print('ESCAPED step 45')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import __loader__
    print('ESCAPED step 46')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import __spec__
    print('ESCAPED step 47')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import __file__
    print('ESCAPED step 48')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import popen
    print('ESCAPED step 49')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import remove
    print('ESCAPED step 50')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import unlink
    print('ESCAPED step 51')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import listdir
    print('ESCAPED step 52')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import getcwd
    print('ESCAPED step 53')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import environ
    print('ESCAPED step 54')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import stdin
    print('ESCAPED step 55')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import stdout
    print('ESCAPED step 56')
except Exception as e:
    results.append(type(e).__name__)
try:
    from io import stderr
    print('ESCAPED step 57')
except Exception as e:
    results.append(type(e).__name__)
try:
    import io as m
    m.system('touch pwned.txt')
    print('ESCAPED step 58')
except Exception as e:
    results.append(type(e).__name__)
print(results)
