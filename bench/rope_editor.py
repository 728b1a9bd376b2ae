# Benchmark (held-out style, after typical agent code): a text editor buffer simulation. A gap
# buffer over a list of characters with cursor moves, inserts and deletes; line/column tracking
# with bisect over a line-start index; the Command pattern (Insert/Delete/Replace classes with
# apply/undo, an undo and a redo stack); word motions with str.isalnum; search and replace-all
# with str.find; and a scripted editing session. Prints the final text's size, line count,
# a checksum and the undo history.
from bisect import bisect_right


class GapBuffer:
    def __init__(self, text="", gap=64):
        self.buf = list(text) + [None] * gap
        self.gap_start, self.gap_end = len(text), len(text) + gap

    def __len__(self):
        return len(self.buf) - (self.gap_end - self.gap_start)

    def _grow(self, need):
        extra = max(need, len(self.buf))
        self.buf[self.gap_end:self.gap_end] = [None] * extra
        self.gap_end += extra

    def move_to(self, pos):
        if pos < self.gap_start:
            n = self.gap_start - pos
            self.buf[self.gap_end - n:self.gap_end] = self.buf[pos:self.gap_start]
            self.gap_start, self.gap_end = pos, self.gap_end - n
        elif pos > self.gap_start:
            n = pos - self.gap_start
            self.buf[self.gap_start:self.gap_start + n] = self.buf[self.gap_end:self.gap_end + n]
            self.gap_start, self.gap_end = pos, self.gap_end + n

    def insert(self, pos, text):
        self.move_to(pos)
        if len(text) > self.gap_end - self.gap_start:
            self._grow(len(text))
        for ch in text:
            self.buf[self.gap_start] = ch
            self.gap_start += 1

    def delete(self, pos, n):
        self.move_to(pos)
        removed = "".join(self.buf[self.gap_end:self.gap_end + n])
        self.gap_end += n
        return removed

    def text(self):
        return "".join(self.buf[:self.gap_start]) + "".join(self.buf[self.gap_end:])

    def char_at(self, pos):
        return self.buf[pos] if pos < self.gap_start else self.buf[pos + self.gap_end - self.gap_start]


class Command:
    def apply(self, doc):
        raise NotImplementedError

    def undo(self, doc):
        raise NotImplementedError


class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text

    def apply(self, doc):
        doc.buf.insert(self.pos, self.text)

    def undo(self, doc):
        doc.buf.delete(self.pos, len(self.text))

    def __repr__(self):
        return f"Insert({self.pos}, {self.text!r})"


class Delete(Command):
    def __init__(self, pos, n):
        self.pos, self.n, self.removed = pos, n, ""

    def apply(self, doc):
        self.removed = doc.buf.delete(self.pos, self.n)

    def undo(self, doc):
        doc.buf.insert(self.pos, self.removed)

    def __repr__(self):
        return f"Delete({self.pos}, {self.n})"


class Replace(Command):
    def __init__(self, pos, n, text):
        self.parts = [Delete(pos, n), Insert(pos, text)]

    def apply(self, doc):
        for part in self.parts:
            part.apply(doc)

    def undo(self, doc):
        for part in reversed(self.parts):
            part.undo(doc)

    def __repr__(self):
        return f"Replace({self.parts[0].pos}, {self.parts[0].n}, {self.parts[1].text!r})"


class Document:
    def __init__(self, text):
        self.buf = GapBuffer(text)
        self.undo_stack, self.redo_stack = [], []

    def do(self, cmd):
        cmd.apply(self)
        self.undo_stack.append(cmd)
        self.redo_stack.clear()

    def undo(self):
        if not self.undo_stack:
            return False
        cmd = self.undo_stack.pop()
        cmd.undo(self)
        self.redo_stack.append(cmd)
        return True

    def redo(self):
        if not self.redo_stack:
            return False
        cmd = self.redo_stack.pop()
        cmd.apply(self)
        self.undo_stack.append(cmd)
        return True

    def line_starts(self):
        text = self.buf.text()
        starts, i = [0], text.find("\n")
        while i >= 0:
            starts.append(i + 1)
            i = text.find("\n", i + 1)
        return starts

    def line_col(self, pos, starts):
        line = bisect_right(starts, pos) - 1
        return line + 1, pos - starts[line] + 1

    def next_word(self, pos):
        n = len(self.buf)
        while pos < n and self.buf.char_at(pos).isalnum():
            pos += 1
        while pos < n and not self.buf.char_at(pos).isalnum():
            pos += 1
        return pos

    def replace_all(self, old, new):
        text, count, start = self.buf.text(), 0, 0
        hits = []
        while True:
            i = text.find(old, start)
            if i < 0:
                break
            hits.append(i)
            start = i + len(old)
        for i in reversed(hits):
            self.do(Replace(i, len(old), new))
            count += 1
        return count


WORDS = "the quick brown fox jumps over lazy dog while editor buffers move gaps around".split()


def make_text(lines, seed):
    x, out = seed, []
    for i in range(lines):
        words = []
        for _ in range(6 + i % 5):
            x = (x * 1103515245 + 12345) % 2147483648
            words.append(WORDS[x % len(WORDS)])
        out.append(" ".join(words))
    return "\n".join(out)


def session(doc, steps, seed):
    x = seed
    cursor = 0
    for step in range(steps):
        x = (x * 1103515245 + 12345) % 2147483648
        size = len(doc.buf)
        op = x % 10
        if op < 3:
            cursor = doc.next_word(cursor % max(size, 1))
            doc.do(Insert(min(cursor, len(doc.buf)), WORDS[x % 13] + " "))
        elif op < 5 and size > 10:
            pos = (x >> 8) % (size - 5)
            doc.do(Delete(pos, 1 + x % 4))
        elif op < 6 and size > 10:
            pos = (x >> 8) % (size - 5)
            doc.do(Replace(pos, 3, "XYZ"[: 1 + x % 3]))
        elif op < 8:
            doc.undo()
        elif op < 9:
            doc.redo()
        else:
            cursor = (x >> 4) % max(size, 1)


def main(lines=800, steps=20000):
    doc = Document(make_text(lines, 3))
    session(doc, steps, 17)
    starts = doc.line_starts()
    print("length:", len(doc.buf), "lines:", len(starts))
    print("line/col of middle:", doc.line_col(len(doc.buf) // 2, starts))
    n = doc.replace_all("fox", "wolf")
    print("replaced fox:", n, "undo depth:", len(doc.undo_stack))
    undone = 0
    while undone < n and doc.undo():
        undone += 1
    print("undid:", undone, "fox back:", doc.buf.text().count("fox"))
    text = doc.buf.text()
    checksum = 0
    for ch in text:
        checksum = (checksum * 131 + ord(ch)) % 1000000007
    print("checksum:", checksum)
    print("last commands:", doc.undo_stack[-3:])


if __name__ == "__main__":
    main()  # test: main(lines=30, steps=200)
