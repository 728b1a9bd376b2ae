# csv writer edge cases (the native row formatting of np_lib_csv.c _row): every quoting mode,
# doublequote and escapechar, delimiters, quotes and line terminator characters inside fields,
# non-ASCII dialect characters and data, None/bool/int/float/big int fields, the lone empty
# field, rows that are not lists or tuples, fields of other types (str() of user objects),
# DictWriter, and the csv.Error and TypeError messages.
import csv
import io


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __str__(self):
        return "$%d.%02d" % divmod(self.cents, 100)


class Tag(str):
    pass


ROWS = [
    ["plain", "a,b", 'q"uote', "line\nbreak", "cr\rhere", "", None, 0, -7, 2.5, 1e100, True],
    ("tuple", 10 ** 30, -0.0, float("inf"), float("nan"), False, "  spaced  "),
    ["héllo", "snow☃man", "x;y", "tab\there", "back\\slash"],
    [""],
    [None],
    [],
    ["", ""],
    [Money(1234), Tag("tagged,x"), Money(-1)],
    iter(["from", "an", "iterator"]),
    range(3),
    "abc",
]


def show(**kw):
    out = io.StringIO()
    try:
        w = csv.writer(out, **kw)
        for row in ROWS:
            try:
                r = w.writerow(row)
                print("ret", r)
            except csv.Error as e:
                print("csv.Error", e)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
    print(repr(out.getvalue()))


show()
show(quoting=csv.QUOTE_ALL)
show(quoting=csv.QUOTE_NONNUMERIC)
show(quoting=csv.QUOTE_NONE)
show(quoting=csv.QUOTE_NONE, escapechar="\\")
show(quoting=csv.QUOTE_MINIMAL, escapechar="\\", doublequote=False)
show(doublequote=False)
show(delimiter=";", quotechar="'", lineterminator="\n")
show(delimiter="☃", quotechar="é")
show(delimiter="\t", lineterminator="!")
show(quotechar=None, quoting=csv.QUOTE_NONE, escapechar="$")
show(dialect="excel-tab")
show(dialect="unix")
show(quoting=7)
show(quotechar=None)
show(delimiter="ab")
show(escapechar=5)
show(lineterminator=None)

out = io.StringIO()
w = csv.writer(out)
w.writerows([[1, 2], ("a", None), ["x,y"]])
w.writerows(iter([[3], [4.25]]))
print(repr(out.getvalue()))
for bad in [5, None]:
    try:
        w.writerow(bad)
    except csv.Error as e:
        print("csv.Error", e)

out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "name", "amount"], restval="-")
dw.writeheader()
dw.writerow({"id": 1, "name": "a,b", "amount": 2.5})
dw.writerow({"id": 2})
dw.writerows([{"id": 3, "name": None}, {"amount": 'x"y'}])
try:
    dw.writerow({"id": 4, "bogus": 1})
except ValueError as e:
    print("ValueError", e)
print(repr(out.getvalue()))


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s) * 10


s = Sink()
w = csv.writer(s)
print(w.writerow(["a", 1]), w.writerow([Money(5)]), s.parts)
