# csv.DictReader and csv.DictWriter rows built natively (np_lib_csv.c _dict_row, _dict_list)
# and their Python fallbacks: short and long rows (restval, restkey of several types),
# duplicate and non-str field names, tuple fieldnames, blank lines skipped,
# line_num, extrasaction (a list row: AttributeError as CPython's keys() gives), rowdicts with non-str keys and dict subclasses.
import csv
import io
from collections import OrderedDict, defaultdict

TEXT = "a,b,c\r\n1,2,3\r\n\r\n4,5\r\n6,7,8,9,10\r\n\r\n\r\nx,\"y,z\",w\r\n"


def read(**kw):
    r = csv.DictReader(io.StringIO(TEXT), **kw)
    for row in r:
        print(r.line_num, row)
    print("end", r.line_num, r.fieldnames)


read()
read(restkey="extra", restval="?")
read(restkey=7, restval=0)
read(restkey=("k",), restval=None)
read(fieldnames=["p", "q"])
read(fieldnames=("p", "p", "q"))
read(fieldnames=[1, 2.5, None])
print(list(csv.DictReader(io.StringIO(""))))
print(list(csv.DictReader(["h1,h2", "", "v1,v2"])))
r = csv.DictReader(io.StringIO("a,b\n1,2\n3,4\n"))
print(r.fieldnames, next(r), r.line_num)
r.fieldnames = ["X", "Y"]
print(next(r))
try:
    print(next(r))
except StopIteration:
    print("StopIteration", r.line_num)


def write(rows, **kw):
    out = io.StringIO()
    w = csv.DictWriter(out, **kw)
    w.writeheader()
    for row in rows:
        try:
            w.writerow(row)
        except (ValueError, TypeError, AttributeError) as e:
            print(type(e).__name__, e)
    print(repr(out.getvalue()))


ROWS = [
    {"a": 1, "b": "x,y", "c": None},
    {"c": 3.5, "a": True},
    {},
    {"a": 1, "zz": 2},
    {1: "int key"},
    OrderedDict([("b", "od")]),
    defaultdict(int, {"a": "dd"}),
]
write(ROWS, fieldnames=["a", "b", "c"])
write(ROWS, fieldnames=("a", "b", "c"), restval="-", extrasaction="ignore")
write(ROWS, fieldnames=["a", "a", "b"])
write(ROWS, fieldnames=["a", 1], extrasaction="ignore")
out = io.StringIO()
w = csv.DictWriter(out, ["k", "v"])
w.writerows([{"k": i, "v": i * i} for i in range(4)])
w.writerows(iter([{"k": "last"}]))
print(repr(out.getvalue()))
try:
    csv.DictWriter(out, ["k"], extrasaction="bogus")
except ValueError as e:
    print("ValueError", e)
try:
    w.writerow(["not", "a", "dict"])
except (AttributeError, TypeError) as e:
    print(type(e).__name__)


class RowSource:
    # A replacement for DictReader.reader: any iterator with a line_num attribute.
    def __init__(self, rows):
        self.rows = iter(rows)
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.line_num += 10
        return next(self.rows)


dr = csv.DictReader(io.StringIO("a,b\r\n"))
print(dr.fieldnames)
dr.reader = RowSource([["1", "2"], [], ["3"], ["4", "5", "6"]])
for row in dr:
    print(row, dr.line_num)
bad = csv.DictReader(['a,"b\n', "c"], strict=True)
try:
    print(list(bad))
except csv.Error as e:
    print("csv.Error", e, bad.line_num)
