# corpus: resource
# technique: context chain
e = None
for i in range(100000):
    try:
        try:
            raise e or ValueError()
        except BaseException:
            raise KeyError(i)
    except KeyError as x:
        e = x
