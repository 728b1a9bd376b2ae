# sys.version_info and sys.float_info: run in the sys module's own globals by np_lib_sys.c's
# _load_info the first time a script asks for either name (stdlib/np_lib_sys.py, __lazy__), so
# that `import sys` does not import collections.
from collections import namedtuple as _namedtuple


class version_info(_namedtuple('version_info', 'major minor micro releaselevel serial')):
    __slots__ = ()

    def __repr__(self):
        return 'sys.' + _fields_repr('version_info', self)


class float_info(_namedtuple('float_info', 'max max_exp max_10_exp min min_exp min_10_exp dig '
                                          'mant_dig epsilon radix rounds')):
    __slots__ = ()

    def __repr__(self):
        return 'sys.' + _fields_repr('float_info', self)


def _fields_repr(name, t):
    return name + '(' + ', '.join(f + '=' + repr(v) for f, v in zip(t._fields, t)) + ')'


version_info = version_info(3, 11, 7, 'final', 0)
float_info = float_info(1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307,
                        15, 53, 2.220446049250313e-16, 2, 1)
