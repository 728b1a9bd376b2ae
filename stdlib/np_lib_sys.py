# sys: the safe part of CPython's sys module (stdlib/np_lib_sys.c has the natives and the design).
# Nothing here describes or reaches the host: there is no path, modules, platform, executable,
# version string, frame or size introspection (those names do not exist), and stdin exists so
# that `input = sys.stdin.readline` binds, but reading it raises RuntimeError (a Nearly
# program has no input).

maxsize = 9223372036854775807
maxunicode = 1114111
hexversion = 0x030B07F0


# version_info and float_info are made on first use from stdlib/np_lib_sys_info.py by the
# native _load_info (np_lib_sys.c), through the module's hidden __lazy__ dict (vm/np_module.c
# np_module_lazy): building their namedtuple classes imports collections, which made every
# `import sys` cost three times as much.
# argv is made on first use by the native _load_argv: [the main program's name as python3 gives
# it] ('-c', '-', or the path as given; docs/stdlib.md).
__lazy__ = {'version_info': _load_info, 'float_info': _load_info, 'argv': _load_argv}


class TextIOWrapper:
    # One of the two output streams: write() goes to the VM's output or error sink, the path
    # print() takes, so a host capturing print's output captures these too.
    __slots__ = ('_fd', 'name')
    mode = 'w'
    encoding = 'utf-8'

    def __init__(self, fd, name):
        self._fd = fd
        self.name = name

    def write(self, *args):
        if len(args) != 1:
            raise TypeError('TextIOWrapper.write() takes exactly one argument (%d given)'
                            % len(args))
        s = args[0]
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not '
                            + ('None' if s is None else type(s).__name__))
        _write(self._fd, s)
        return len(s)

    def writelines(self, lines):
        for s in lines:
            self.write(s)

    def flush(self):
        pass

    def isatty(self):
        return False

    def __repr__(self):
        return "<_io.TextIOWrapper name='" + self.name + "' mode='w' encoding='utf-8'>"


stdout = TextIOWrapper(1, '<stdout>')
stderr = TextIOWrapper(2, '<stderr>')


class _Stdin:
    # sys.stdin: a Nearly program has no input stream, so every read fails clearly.
    __slots__ = ()
    name = '<stdin>'
    mode = 'r'
    encoding = 'utf-8'

    def _refuse(self, *args):
        raise RuntimeError('reading sys.stdin is not supported in Nearly Python')

    read = readline = readlines = __iter__ = __next__ = _refuse

    def isatty(self):
        return False

    def __repr__(self):
        return "<_io.TextIOWrapper name='<stdin>' mode='r' encoding='utf-8'>"


stdin = _Stdin()

# The class is reached through the two streams only (CPython has no sys.TextIOWrapper).
del TextIOWrapper
