# time: reading a clock needs the 'clock' capability of the policy. Without it each function
# raises RuntimeError with a message naming it; with it, the natives _now/_sleep (np_lib_time.c)
# read CLOCK_REALTIME / CLOCK_MONOTONIC and sleep within the run's timeout. Functions that need
# the local time zone or struct_time do not exist in Nearly (NotImplementedError with the clock).


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
