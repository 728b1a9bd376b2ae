# A call inside a binary operation: carets under the call only.
# stderr: full
items = [1, 2, "3"]
total = sum(items) * 2
