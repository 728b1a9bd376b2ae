# cpython: skip
# The dangerous builtins do not exist (NameError), and neither do the modules that reach the
# host (ModuleNotFoundError with CPython's message for a missing module).
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("eval", lambda: eval)
attempt("exec", lambda: exec)
attempt("compile", lambda: compile)
attempt("open", lambda: open)
attempt("input", lambda: input)
attempt("globals", lambda: globals)
attempt("locals", lambda: locals)
attempt("breakpoint", lambda: breakpoint)
attempt("__import__", lambda: __import__)
attempt("memoryview", lambda: memoryview)
attempt("__builtins__", lambda: __builtins__)
attempt("__build_class__", lambda: __build_class__)
attempt("__loader__", lambda: __loader__)
attempt("__spec__", lambda: __spec__)
attempt("help", lambda: help)
attempt("exit", lambda: exit)
attempt("quit", lambda: quit)
try:
    import os
except ImportError as e:
    print("os", type(e).__name__, e)
# sys exists, but only its safe part (stdlib/np_lib_sys.c): nothing that reaches the host.
import sys
for name in ["path", "modules", "_getframe", "settrace", "executable", "platform", "getsizeof",
             "flags", "__dict__", "_write"]:
    attempt("sys." + name, lambda: getattr(sys, name))
try:
    import subprocess
except ImportError as e:
    print("subprocess", type(e).__name__, e)
try:
    import builtins
except ImportError as e:
    print("builtins", type(e).__name__, e)
try:
    import importlib
except ImportError as e:
    print("importlib", type(e).__name__, e)
try:
    import ctypes
except ImportError as e:
    print("ctypes", type(e).__name__, e)
try:
    from os import system
except ImportError as e:
    print("from os", type(e).__name__, e)
try:
    import os.path
except ImportError as e:
    print("os.path", type(e).__name__, e)
