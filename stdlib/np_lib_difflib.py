# difflib: SequenceMatcher, get_close_matches and unified_diff with CPython 3.11's results
# (the same longest-matching-block recursion, junk and "popular element" rules, opcode
# grouping and unified-diff format, so ratios, opcodes and diffs print identically).
# Differ, ndiff, restore, context_diff, IS_LINE_JUNK and IS_CHARACTER_JUNK were added for Nearly
# from the module's documentation and black-box comparison with CPython (the documented "fancy
# replace": the most similar pair of lines above a 0.75 ratio, marked with '?' hint lines).
# Not provided: HtmlDiff, diff_bytes (AttributeError).

from collections import namedtuple as _namedtuple
import heapq as _heapq

__all__ = ["SequenceMatcher", "get_close_matches", "unified_diff", "Match", "Differ", "ndiff",
           "restore", "context_diff", "IS_LINE_JUNK", "IS_CHARACTER_JUNK"]

Match = _namedtuple("Match", "a b size")


class SequenceMatcher:
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = None
        self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = None
        self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = None
        self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # b2j: element -> ascending indices in b, without junk and (for long b) without the
        # elements that occur in more than 1% of it.
        b = self.b
        where = {}
        for j, elt in enumerate(b):
            where.setdefault(elt, []).append(j)
        self.bjunk = set()
        if self.isjunk is not None:
            for elt in list(where):
                if self.isjunk(elt):
                    self.bjunk.add(elt)
            for elt in self.bjunk:
                del where[elt]
        self.bpopular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            for elt, idxs in list(where.items()):
                if len(idxs) > limit:
                    self.bpopular.add(elt)
            for elt in self.bpopular:
                del where[elt]
        self.b2j = where

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i, best_j, best = alo, blo, 0
        run = {}
        empty = ()
        for i in range(alo, ahi):
            new_run = {}
            for j in b2j.get(a[i], empty):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = run.get(j - 1, 0) + 1
                new_run[j] = k
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
            run = new_run
        # Grow the block over equal non-junk neighbours (popular elements included), then
        # over equal junk ones, as CPython does.
        for want_junk in (False, True):
            while (best_i > alo and best_j > blo and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i -= 1
                best_j -= 1
                best += 1
            while (best_i + best < ahi and best_j + best < bhi
                   and (b[best_j + best] in junk) == want_junk
                   and a[best_i + best] == b[best_j + best]):
                best += 1
        return Match(best_i, best_j, best)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        found = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        ci = cj = ck = 0
        for i, j, k in found:
            if ci + ck == i and cj + ck == j:
                ck += k
            else:
                if ck:
                    merged.append(Match(ci, cj, ck))
                ci, cj, ck = i, j, k
        if ck:
            merged.append(Match(ci, cj, ck))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(("replace", i, ai, j, bj))
            elif i < ai:
                codes.append(("delete", i, ai, j, bj))
            elif j < bj:
                codes.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(("equal", ai, i, bj, j))
        self.opcodes = codes
        return codes

    def get_grouped_opcodes(self, n=3):
        codes = list(self.get_opcodes())
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == "equal":
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = (tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2)
        if codes[-1][0] == "equal":
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = (tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n))
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == "equal" and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            yield group

    def ratio(self):
        matches = 0
        for m in self.get_matching_blocks():
            matches += m[2]
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        counts = self.fullbcount
        left = {}
        matches = 0
        for elt in self.a:
            have = left[elt] if elt in left else counts.get(elt, 0)
            left[elt] = have - 1
            if have > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff:
            r = s.ratio()
            if r >= cutoff:
                scored.append((r, x))
    return [x for _, x in _heapq.nlargest(n, scored)]


def _unified_range(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return "%d" % first
    if not length:
        first -= 1
    return "%d,%d" % (first, length)


def _check_str_lines(lines):
    if lines and not isinstance(lines[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)"
                        % (type(lines[0]).__name__, lines[0]))


def _check_diff_args(a, b, names):
    # unified_diff's and context_diff's argument checks, made on the first next() as theirs.
    _check_str_lines(a)
    _check_str_lines(b)
    for name in names:
        if not isinstance(name, str):
            raise TypeError("all arguments must be str, not: %r" % (name,))


def _file_line(mark, name, date, lineterm):
    # One of a diff's two file header lines: the mark, the name, a tab and date if given.
    return "%s %s%s%s" % (mark, name, "\t" + date if date else "", lineterm)


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3,
                 lineterm="\n"):
    _check_diff_args(a, b, (fromfile, tofile, fromfiledate, tofiledate))
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_line("---", fromfile, fromfiledate, lineterm)
            yield _file_line("+++", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "@@ -%s +%s @@%s" % (_unified_range(first[1], last[2]),
                                   _unified_range(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in ("replace", "delete"):
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in ("replace", "insert"):
                for line in b[j1:j2]:
                    yield "+" + line


# ---------------------------------------------------------------- context_diff


def _context_range(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return "%d" % first
    return "%d,%d" % (first, first + length - 1)


_CONTEXT_MARK = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3,
                 lineterm="\n"):
    _check_diff_args(a, b, (fromfile, tofile, fromfiledate, tofiledate))
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_line("***", fromfile, fromfiledate, lineterm)
            yield _file_line("---", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield "*** %s ****%s" % (_context_range(first[1], last[2]), lineterm)
        tags = [op[0] for op in group]
        if "replace" in tags or "delete" in tags:
            for tag, i1, i2, _j1, _j2 in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield _CONTEXT_MARK[tag] + line
        yield "--- %s ----%s" % (_context_range(first[3], last[4]), lineterm)
        if "replace" in tags or "insert" in tags:
            for tag, _i1, _i2, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield _CONTEXT_MARK[tag] + line


# ---------------------------------------------------------------- Differ and ndiff


def IS_LINE_JUNK(line, pat=None):
    # A blank line, or one holding only a '#' between blanks (the documented default).
    if pat is not None:
        return pat(line) is not None
    body = line.strip(" \t\n\r\f\v")
    return body == "" or body == "#"


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _hint_line(line, marks):
    # The '?' line under [line]: its marks, with a tab or other blank of the line kept where
    # the mark is a blank (so the hints line up), trailing blanks dropped.
    kept = []
    for ch, mark in zip(line, marks):
        kept.append(ch if mark == " " and ch.isspace() else mark)
    return "".join(kept).rstrip()


class Differ:
    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        for tag, i1, i2, j1, j2 in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if tag == "equal":
                yield from self._lines("  ", a, i1, i2)
            elif tag == "delete":
                yield from self._lines("- ", a, i1, i2)
            elif tag == "insert":
                yield from self._lines("+ ", b, j1, j2)
            else:
                yield from self._replace_block(a, i1, i2, b, j1, j2)

    def _lines(self, mark, seq, lo, hi):
        for k in range(lo, hi):
            yield mark + seq[k]

    def _both_blocks(self, a, alo, ahi, b, blo, bhi):
        # Both sides whole: the shorter side's lines come first.
        if bhi - blo < ahi - alo:
            yield from self._lines("+ ", b, blo, bhi)
            yield from self._lines("- ", a, alo, ahi)
        else:
            yield from self._lines("- ", a, alo, ahi)
            yield from self._lines("+ ", b, blo, bhi)

    def _sub_block(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi and blo < bhi:
            yield from self._replace_block(a, alo, ahi, b, blo, bhi)
        elif alo < ahi:
            yield from self._lines("- ", a, alo, ahi)
        elif blo < bhi:
            yield from self._lines("+ ", b, blo, bhi)

    def _replace_block(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair (the first found with the best ratio, b's lines outermost),
        # whose ratio must reach 0.75; failing that the first identical pair; failing both,
        # the blocks are shown whole.
        matcher = SequenceMatcher(self.charjunk)
        best = 0.74
        best_pair = None
        same_pair = None
        for j in range(blo, bhi):
            line_b = b[j]
            matcher.set_seq2(line_b)
            for i in range(alo, ahi):
                line_a = a[i]
                if line_a == line_b:
                    if same_pair is None:
                        same_pair = (i, j)
                    continue
                matcher.set_seq1(line_a)
                if (matcher.real_quick_ratio() > best and matcher.quick_ratio() > best):
                    r = matcher.ratio()
                    if r > best:
                        best = r
                        best_pair = (i, j)
        if best < 0.75:
            if same_pair is None:
                yield from self._both_blocks(a, alo, ahi, b, blo, bhi)
                return
            i, j = same_pair
            identical = True
        else:
            i, j = best_pair
            identical = False
        yield from self._sub_block(a, alo, i, b, blo, j)
        if identical:
            yield "  " + a[i]
        else:
            yield from self._marked_pair(matcher, a[i], b[j])
        yield from self._sub_block(a, i + 1, ahi, b, j + 1, bhi)

    def _marked_pair(self, matcher, line_a, line_b):
        matcher.set_seqs(line_a, line_b)
        marks_a = []
        marks_b = []
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            na = i2 - i1
            nb = j2 - j1
            if tag == "replace":
                marks_a.append("^" * na)
                marks_b.append("^" * nb)
            elif tag == "delete":
                marks_a.append("-" * na)
            elif tag == "insert":
                marks_b.append("+" * nb)
            else:
                marks_a.append(" " * na)
                marks_b.append(" " * nb)
        hint_a = _hint_line(line_a, "".join(marks_a))
        hint_b = _hint_line(line_b, "".join(marks_b))
        yield "- " + line_a
        if hint_a:
            yield "? " + hint_a + "\n"
        yield "+ " + line_b
        if hint_b:
            yield "? " + hint_b + "\n"


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    marks = {1: "- ", 2: "+ "}
    try:
        mark = marks[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % (which,)) from None
    for line in delta:
        if line[:2] == "  " or line[:2] == mark:
            yield line[2:]
