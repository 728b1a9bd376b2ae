# OSError(errno, strerror[, filename[, winerror[, filename2]]]): the errno picks the subclass
# (OSError(2, 'x') is a FileNotFoundError), errno/strerror/filename fields, str with [Errno n],
# args without the filename, subclasses with and without their own __init__.
for args in [(2, 'x', None), (2, 'x', 'f', None, 'g'), (2, 'x', 'f', 5), ('a', 'b'), (2.0, 'x'), (True, 'x'), (11, 'x'), (32, 'p'), (110, 't'), (1, 'p'), (2, 'x', 'f', None, None), (4,5,6,7,8,9)]:
    e = OSError(*args)
    print(type(e).__name__, repr(e), str(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
e = FileNotFoundError('only')
print(repr(e), e.errno, str(e))
e = PermissionError(2, 'x')
print(type(e).__name__, str(e))
class My(OSError): pass
e = My(2, 'x', 'f')
print(type(e).__name__, str(e), e.errno, e.filename, e.args)
e = OSError(2, 'x'); e.errno = 7; print(str(e))
print(isinstance(OSError(13, 'x'), PermissionError), IOError is OSError, EnvironmentError is OSError)
print(ConnectionRefusedError(111, 'r').errno, OSError(111, 'r'))
try: OSError(2, 'x', k=1)
except TypeError as e: print(e)
class NetErr(OSError):
    def __init__(self, host, code):
        super().__init__(f"{host} failed with {code}")
        self.host = host
e = NetErr("h", 5)
print(repr(e), str(e), e.args, e.errno, e.strerror, e.host)
class E2(OSError):
    def __init__(self, a, b):
        super().__init__(a, b, "file")
e = E2(13, "denied")
print(type(e).__name__, repr(e), str(e), e.args, e.errno, e.filename)
class E3(OSError):
    def __init__(self, a, b):
        self.a = a
e = E3(2, "x")
print(repr(e), str(e), e.args, e.errno)
try:
    raise OSError(2, "No such file or directory", "data.txt")
except OSError as e:
    print(type(e).__name__, e)
raise FileNotFoundError(2, "No such file", "cfg.json")
