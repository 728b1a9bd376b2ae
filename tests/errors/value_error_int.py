# An uncaught ValueError from int() on bad text.
# stderr: full
for s in ["10", "20", "3x"]:
    print(int(s) * 2)
