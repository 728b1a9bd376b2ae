# corpus: legit
# technique: exceptions fields
try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(type(e).__name__, e.args, type(e.__cause__).__name__, e.__cause__.args)
try:
    1 / 0
except ZeroDivisionError as e:
    print(repr(e), str(e), e.args)


class MyErr(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code


try:
    raise MyErr(7)
except MyErr as e:
    print(e.code, e, e.args)
