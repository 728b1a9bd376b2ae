# assert with a message: the carets are under the failed test.
# stderr: full
assert 1 == 2, "nope"
