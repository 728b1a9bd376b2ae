# A binary operation spanning lines: carets from its start to the line's end.
# stderr: full
x = (1 +
     "a")
