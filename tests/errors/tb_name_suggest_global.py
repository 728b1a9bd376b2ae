# Mistyped global and builtin names: the hint from the module's globals, then the builtins.
# stderr: full
import traceback
counter = 5
try:
    print(countr)
except NameError:
    # traceback.format_exc of CPython 3.11 gives no hint: only the interpreter's report does.
    print(traceback.format_exc().splitlines()[-1])
x = lenn([counter])
