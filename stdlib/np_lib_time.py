# time: the wall clock (time, time_ns, sleep) needs the policy's 'clock' capability, else each
# raises RuntimeError naming it; the duration clocks (monotonic, perf_counter, process_time, _ns)
# read the host with it and a deterministic virtual clock without it (np_lib_time.c). Functions
# needing the local time zone or struct_time do not exist (NotImplementedError with the clock).


def _no_clock(name):
    raise RuntimeError("time." + name + "() needs the 'clock' capability, "
                       "which this program was not granted")


def _read(name, which):
    t = _now(which)
    if t is None:
        _no_clock(name)
    return t


def time():
    return _read("time", 0)


def time_ns():
    return _read("time_ns", 2)


def perf_counter():
    return _read("perf_counter", 1)


def perf_counter_ns():
    return _read("perf_counter_ns", 3)


def monotonic():
    return _read("monotonic", 1)


def monotonic_ns():
    return _read("monotonic_ns", 3)


def process_time():
    return _read("process_time", 4)


def process_time_ns():
    return _read("process_time_ns", 5)


def sleep(secs):
    if not isinstance(secs, (int, float)):
        raise TypeError("'" + type(secs).__name__ + "' object cannot be interpreted as an integer")
    if secs != secs:
        raise ValueError("Invalid value NaN (not a number)")
    if secs < 0:
        raise ValueError("sleep length must be non-negative")
    if not _sleep(float(secs)):
        _no_clock("sleep")


def _unsupported(name):
    if _now(0) is None:
        _no_clock(name)
    raise NotImplementedError("time." + name + "() is not supported in Nearly "
                              "(it needs the local time zone or struct_time)")


def localtime(secs=None):
    _unsupported("localtime")


def gmtime(secs=None):
    _unsupported("gmtime")


def ctime(secs=None):
    _unsupported("ctime")


def strftime(format, t=None):
    _unsupported("strftime")
