# args: --policy heldout4_io.policy
# csv (reader state machine, writer quoting, DictReader/DictWriter, dialects, errors) and
# io.StringIO (overwriting writes, reads, lines, seek/tell/truncate, closed errors).
import csv, io
text = 'name,age,note\r\nalice,30,"likes ""quotes"", commas"\r\nbob,,"multi\nline"\r\n\r\n carol , 41 ,plain\r\n'
rows = list(csv.reader(io.StringIO(text)))
print(rows)
print(list(csv.reader(text.splitlines())))
for rec in csv.DictReader(io.StringIO(text)):
    print(rec)
print(list(csv.reader(["a; b;'c;d'"], delimiter=";", quotechar="'", skipinitialspace=True)))
print(list(csv.reader(['1,"x",2.5,'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,c'], escapechar="\\")))
buf = io.StringIO()
w = csv.writer(buf)
print(w.writerow(["a", 'say "hi"', "x,y", None, 3, 2.5, True, "line\nbreak", ""]))
w.writerow([""])
w.writerow([])
w.writerows([[1, 2], ["q", "r"]])
print(repr(buf.getvalue()))
buf2 = io.StringIO()
dw = csv.DictWriter(buf2, fieldnames=["id", "name"], restval="?")
dw.writeheader()
dw.writerow({"id": 1, "name": "A"})
dw.writerow({"id": 2})
try:
    dw.writerow({"id": 3, "zz": 1, "yy": 2})
except ValueError as e:
    print("ValueError:", e)
print(repr(buf2.getvalue()))
for q in (csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE):
    b = io.StringIO()
    try:
        csv.writer(b, quoting=q, lineterminator="\n").writerow(["a", 1, 2.0, "b c"])
        csv.writer(b, quoting=q, lineterminator="\n", escapechar="\\").writerow(["x,y", 'q"'])
    except csv.Error as e:
        print("Error:", e)
    print(repr(b.getvalue()))
b = io.StringIO()
csv.writer(b, lineterminator="\n").writerow(["a\rb", "c\nd"])
print(repr(b.getvalue()))
b = io.StringIO()
try:
    csv.writer(b, quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(b, quoting=csv.QUOTE_NONE).writerow([""])
except csv.Error as e:
    print("Error:", e)
for bad in (['a,"b'], ['"a"b,c'], ["a\rb"], [1]):
    for strict in (False, True):
        try:
            print(list(csv.reader(bad, strict=strict)))
        except csv.Error as e:
            print("Error:", e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()), list(csv.reader(["a|'b'|c"], "pipes")))
b = io.StringIO(); csv.writer(b, "pipes").writerow(["x", 1]); print(repr(b.getvalue()))
print(list(csv.reader(["a\tb"], dialect="excel-tab")), list(csv.reader(["a\tb"], csv.excel_tab)))
try:
    csv.get_dialect("nope")
except csv.Error as e:
    print("Error:", e)
for bad in (lambda: csv.reader([], delimiter="ab"), lambda: csv.reader([], bogus=1),
            lambda: csv.writer(42), lambda: csv.reader([], quotechar=None)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
r = csv.reader(["a", "b,c"])
print(next(r), r.line_num, next(r), r.line_num)
dr = csv.DictReader(["x,y", "1,2,3", "4"], restkey="rest", restval="NA")
print(dr.fieldnames, list(dr), dr.line_num)
print(list(csv.DictReader(["1,2"], fieldnames=["p", "q"])))
s = io.StringIO("hello\nworld\nlast")
print(repr(s.readline()), s.tell(), repr(s.read(3)), repr(s.readline()), s.readlines(), repr(s.read()))
s.seek(0)
print([line for line in s], s.write("!"), repr(s.getvalue()))
s.seek(1)
s.write("EY")
print(repr(s.getvalue()), s.tell(), s.truncate(), repr(s.getvalue()), s.seek(0, 2))
s.seek(20)
s.write("x")
print(repr(s.getvalue()), len(s.getvalue()))
t = io.StringIO()
for i in range(5):
    t.write(f"{i},")
t.writelines(["a", "b"])
print(t.getvalue(), t.tell(), repr(t.read()), t.seek(0), repr(t.read(4)), repr(t.readline(2)))
with io.StringIO("ctx") as c:
    print(c.read(), c.closed)
print(c.closed)
for bad in (lambda: c.read(), lambda: io.StringIO(5), lambda: io.StringIO().write(5),
            lambda: io.StringIO().seek(-1), lambda: io.StringIO().seek(1, 1)):
    try:
        bad()
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__ + ":", e)
rows = [["id", "score"]] + [[i, i * 1.5] for i in range(4)]
out = io.StringIO()
csv.writer(out).writerows(rows)
out.seek(0)
back = list(csv.DictReader(out))
print(back, sum(float(r["score"]) for r in back))
