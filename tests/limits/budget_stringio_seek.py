# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# StringIO positions count code points; in a non-ASCII text io.StringIO's native seek finds
# the byte offset by scanning the text, and the budget pays for the scan, so seeking back and
# forth in a big text in a short loop still runs out of budget.
import io

s = io.StringIO("é" * 500_000 + "end")
for i in range(400):
    s.seek(499_000 + i)
    s.seek(0)
print("sought", s.tell())
