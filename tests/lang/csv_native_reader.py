# csv reader edge cases (the native state machine of np_lib_csv.c): quoted fields with
# delimiters, newlines and doubled quotes, escapechar, skipinitialspace, QUOTE_NONNUMERIC and
# QUOTE_NONE, strict errors, the field size limit, non-ASCII dialect characters and data,
# DictReader and records spanning lines.
import csv
import io


def show(lines, **kw):
    try:
        r = csv.reader(lines, **kw)
        rows = list(r)
        print(rows, r.line_num)
    except (csv.Error, ValueError) as e:
        print(type(e).__name__, e)


show(['a,"b,c",d\r\n', '"x""y",,""\n', 'plain\n'])
show(['1,"multi\n', 'line\n', 'field",end\n', 'next,row\n'])
show(['"unterminated\n', 'still\n'])
show(['"unterminated\n'], strict=True)
show(['a\\,b,c\\\n', 'd\n'], escapechar="\\")
show(['"q\\"x",y\n', 'e\\\n'], escapechar="\\")
show(['"a\\\n', 'b"\n'], escapechar="\\", strict=True)
show(['a,  b,   "c, d"\n'], skipinitialspace=True)
show(['a,  b,   "c, d"\n'])
show(['1,2.5," 3",x\n'], quoting=csv.QUOTE_NONNUMERIC)
show(['1, 2.5 ,1_000,-inf\n'], quoting=csv.QUOTE_NONNUMERIC)
show(['"a",b\n'], quoting=csv.QUOTE_NONE)
show(['"a"x,b\n'])
show(['"a"x,b\n'], strict=True)
show(['a;"b;c"\n'], delimiter=";", strict=True)
show(['x\ry\n'])
show(['x\r\n', '\n', 'y\n'])
show(['ä→b→"ç→d"\n', 'é→€\n'], delimiter="→")
show(['«a»»b«»|c\n'], quotechar="«", delimiter="|")
show(['«a»|c\n'], quotechar="»", delimiter="|", strict=True)
show(['a,b\n', 'c\0d\n'])
show(['', '\n', 'a\n'])
show(['a,b'])
show(['tab\tsep\t"q\tq"\n'], dialect="excel-tab")
show(['one', 'two'], doublequote=False)
show(['"a""b",c\n'], doublequote=False)
show(['€€€,b\n'], escapechar="€")

old = csv.field_size_limit(5)
show(['abcde,x\n'])
show(['abcd,x\n'])
show(['"ab\n', 'cd",x\n'])
show(['"ab\n', 'cde",x\n'])
show(['äöüßé,x\n', '"äöü\n', 'ß",y\n'])
show(['äöüßéx,x\n'])
show(['"äö,ü""é"→x\n'], delimiter="→")
show(['"äö→üé"→"x\n', 'y"\n'], delimiter="→")
show(['äöüßé€\n'], delimiter="→")
csv.field_size_limit(0)
show(['a\n'])
show(['\n', ',\n'])
csv.field_size_limit(old)

f = io.StringIO('name,qty,note\r\nwidget,3,"says ""hi"", ok"\r\nbolt,7\r\n"nut\nmulti",1,x,extra\r\n')
dr = csv.DictReader(f, restval="-", restkey="rest")
for row in dr:
    print(row, dr.line_num)
print(dr.fieldnames)

rows = [[str(i), "item %d" % i, "%d.%02d" % (i, i % 100), 'say "%d"' % i] for i in range(200)]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
buf.seek(0)
back = list(csv.reader(buf))
print(back == rows, len(back), back[-1])


class Line(str):
    # A str subclass as a line source: the reader reads its characters, not __str__.
    def __str__(self):
        return "never,used"


print(list(csv.reader([Line('a,"b,c"\n'), Line("x")])))
try:
    list(csv.reader([b"a,b\n"]))
except csv.Error as e:
    print("Error", e)
