# An uncaught OverflowError converting a huge int to float.
# stderr: full
big = 10 ** 400
print(len(str(big)))
print(big * 1.5)
