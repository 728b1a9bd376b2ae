# contextlib.redirect_stdout exists but cannot work in Nearly (print writes to the VM's output
# sink; sys.stdout cannot be replaced), so making one is a clear NotImplementedError.
# cpython: skip
# expect-exit: 1
# expect-stderr-last: NotImplementedError: contextlib.redirect_stdout is not supported in Nearly Python
import contextlib
import io
with contextlib.redirect_stdout(io.StringIO()):
    print('captured')
