# csv under the default policy: a list of lines as the source, a user class with write() as
# the destination; quoted fields spanning lines round-trip.
import csv


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


rows = [["sku", "desc", "qty"], ["A-1", 'bolt, "hex"', 10], ["B-2", "two\nlines", 0], ["C-3", "", None]]
sink = Sink()
w = csv.writer(sink)
print([w.writerow(r) for r in rows])
text = "".join(sink.parts)
print(repr(text))
back = list(csv.reader(text.splitlines(keepends=True)))
print(back, back[1:] == [[str(x) if x is not None else "" for x in r] for r in rows[1:]])
totals = {}
for rec in csv.DictReader(text.splitlines(keepends=True)):
    totals[rec["sku"]] = int(rec["qty"] or 0)
print(totals)
try:
    csv.writer(object())
except TypeError as e:
    print("TypeError:", e)
