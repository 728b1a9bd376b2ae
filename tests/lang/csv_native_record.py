# csv reader records read natively line by line (np_lib_csv.c _record): line_num after each
# record, after blank lines, after errors and at the end; generator and custom-iterator
# sources (Python code run between lines), exceptions raised by the source, non-str lines,
# strict end of data, QUOTE_NONNUMERIC values carried across lines, and a record spanning lines.
import csv
import io


def gen(lines):
    for i, line in enumerate(lines):
        if line == "BOOM":
            raise KeyError("source failed at %d" % i)
        yield line


def show(lines, **kw):
    r = csv.reader(lines, **kw)
    while True:
        try:
            row = next(r)
        except StopIteration:
            print("end", r.line_num)
            return
        except (csv.Error, KeyError, ValueError) as e:
            print(type(e).__name__, e, r.line_num)
            return
        print(row, r.line_num)


show(gen(["a,b\n", "\n", '"multi\n', 'line",x\n', "last"]))
show(gen(["a,b\n", '"open\n', "BOOM", "never\n"]))
show(gen(["a,b\n", "BOOM"]))
show(["a\n", 5, "b\n"])
show(["a\n", None])
show(['"never closed\n', "more\n"], strict=True)
show(['"never closed\n', "more\n"])
show(["x,", "y"])
show(['1,"2\n', '3",4.5\n', "7\n"], quoting=csv.QUOTE_NONNUMERIC)
show(["1,abc\n"], quoting=csv.QUOTE_NONNUMERIC)
show(["a\\\n", "b\n"], escapechar="\\")
show(iter([]))
show("ab")


class Source:
    def __init__(self):
        self.n = 0
        self.reader = None

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 4:
            raise StopIteration
        seen = self.reader.line_num if self.reader else -1
        return '%d,"seen %d\n' % (self.n, seen) if self.n % 2 else 'x",%d\n' % seen


src = Source()
rd = csv.reader(src)
src.reader = rd
print(list(rd), rd.line_num)
text = io.StringIO("h1,h2\r\n" + "".join('%d,"v\r\n%d"\r\n' % (i, i) for i in range(50)))
rows = list(csv.reader(text))
print(len(rows), rows[1], rows[-1])



# csv.Error names the line's type with CPython's %.200s (truncated at 200 characters).
LongName = type("L" + "x" * 250, (), {})
show([LongName()])
