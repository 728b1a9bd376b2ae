# Notes (one with two lines) under a re-raised exception.
# stderr: full
try:
    raise ValueError("a")
except ValueError as e:
    e.add_note("note one")
    e.add_note("line a\nline b")
    raise
