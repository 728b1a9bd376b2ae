# time: every clock reading needs the 'clock' capability, which no program has yet, so each
# function raises RuntimeError with a message naming it. Nothing else of the module exists.


def _no_clock(name):
    raise RuntimeError("time." + name + "() needs the 'clock' capability, "
                       "which this program was not granted")


def time():
    _no_clock("time")


def time_ns():
    _no_clock("time_ns")


def perf_counter():
    _no_clock("perf_counter")


def perf_counter_ns():
    _no_clock("perf_counter_ns")


def monotonic():
    _no_clock("monotonic")


def monotonic_ns():
    _no_clock("monotonic_ns")


def process_time():
    _no_clock("process_time")


def sleep(secs):
    _no_clock("sleep")


def localtime(secs=None):
    _no_clock("localtime")


def gmtime(secs=None):
    _no_clock("gmtime")


def ctime(secs=None):
    _no_clock("ctime")


def strftime(format, t=None):
    _no_clock("strftime")
