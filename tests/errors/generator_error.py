# An exception raised inside a generator propagates to the consumer.
# stderr: full
def gen():
    yield 1
    yield 2
    raise IndexError("generator ran out")
for v in gen():
    print(v)
