# cpython: skip
# args: --budget 400000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Under newline="" a StringIO write scans the text for the kinds of line endings (the
# newlines property, stdlib/np_lib_io.c sio_seen); the budget pays for the scan, so writing
# a big text many times runs out of budget.
import io

text = "a\n" * (1 << 20)
s = io.StringIO(newline="")
for i in range(40):
    s.write(text)
print(s.newlines)
