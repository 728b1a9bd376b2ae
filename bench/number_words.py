# Benchmark (held-out style, after typical agent code): number formatting and parsing. Converts
# integers to English words (with "and", hyphens, scales up to trillions), parses the words
# back, ordinals ("twenty-first"), Roman numerals both ways with validation by regex, cheque
# amounts with cents, and a compact "1.2K / 3.4M" humanizer. Round-trips a generated range and
# prints counts, the longest spellings, and letter frequencies.
import re
from collections import Counter

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
SCALES = [(10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand")]
ORDINAL_IRREGULAR = {"one": "first", "two": "second", "three": "third", "five": "fifth",
                     "eight": "eighth", "nine": "ninth", "twelve": "twelfth"}
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ROMAN_RE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
WORD_VALUES = {w: i for i, w in enumerate(ONES)}
WORD_VALUES.update({w: 10 * i for i, w in enumerate(TENS) if w})
SCALE_VALUES = {name: value for value, name in SCALES}


def under_thousand(n):
    parts = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        parts.append(f"{ONES[hundreds]} hundred")
    if rest:
        if hundreds:
            parts.append("and")
        if rest < 20:
            parts.append(ONES[rest])
        else:
            tens, ones = divmod(rest, 10)
            parts.append(TENS[tens] + (f"-{ONES[ones]}" if ones else ""))
    return " ".join(parts)


def to_words(n):
    if n < 0:
        return "minus " + to_words(-n)
    if n == 0:
        return "zero"
    parts = []
    for value, name in SCALES:
        if n >= value:
            count, n = divmod(n, value)
            parts.append(f"{to_words(count)} {name}")
    if n:
        if parts and n < 100:
            parts.append("and")
        parts.append(under_thousand(n))
    return " ".join(parts)


def from_words(text):
    tokens = text.replace("-", " ").split()
    sign = 1
    if tokens and tokens[0] == "minus":
        sign, tokens = -1, tokens[1:]
    total = current = 0
    for tok in tokens:
        if tok == "and":
            continue
        if tok == "hundred":
            current *= 100
        elif tok in SCALE_VALUES:
            total += current * SCALE_VALUES[tok]
            current = 0
        elif tok in WORD_VALUES:
            current += WORD_VALUES[tok]
        else:
            raise ValueError(f"unknown number word: {tok!r}")
    return sign * (total + current)


def ordinal_words(n):
    words = to_words(n)
    head, sep, last = words.rpartition(" ")
    if "-" in last:
        a, _, b = last.rpartition("-")
        last = a + "-" + ORDINAL_IRREGULAR.get(b, b + "th")
    elif last in ORDINAL_IRREGULAR:
        last = ORDINAL_IRREGULAR[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + last


def ordinal_suffix(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} cannot be written in Roman numerals")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s):
    if not s or not ROMAN_RE.match(s):
        raise ValueError(f"invalid Roman numeral: {s!r}")
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for ch, nxt in zip(s, s[1:] + " "):
        v = values[ch]
        total += -v if nxt != " " and values[nxt] > v else v
    return total


def cheque(amount_cents):
    dollars, cents = divmod(amount_cents, 100)
    return f"{to_words(dollars).capitalize()} dollars and {cents:02d}/100"


def humanize(n):
    for unit, div in (("T", 10**12), ("B", 10**9), ("M", 10**6), ("K", 10**3)):
        if abs(n) >= div:
            return f"{n / div:.1f}{unit}"
    return str(n)


def main(limit=40000):
    letters = Counter()
    longest = (0, 0)
    checked = 0
    for n in range(-limit // 10, limit):
        w = to_words(n)
        if from_words(w) != n:
            print("round-trip failed", n, w)
        letters.update(ch for ch in w if ch.isalpha())
        if len(w) > longest[0]:
            longest = (len(w), n)
        checked += 1
    big = [7, 13, 101, 999, 1000, 1001, 20021, 700000, 1234567, 1000000000, 987654321012]
    for n in big:
        w = to_words(n)
        assert from_words(w) == n
        print(f"{n:>13,} {humanize(n):>7} {ordinal_suffix(n):>16}  {ordinal_words(n)}")
    romans = [to_roman(n) for n in range(1, min(limit, 3999) + 1)]
    assert all(from_roman(r) == i + 1 for i, r in enumerate(romans))
    print("roman length max:", max(romans, key=len), "total chars", sum(map(len, romans)))
    for bad in ("IIII", "VX", "MMMM", "", "IC"):
        try:
            from_roman(bad)
        except ValueError as e:
            print(e)
    try:
        to_roman(4000)
    except ValueError as e:
        print(e)
    try:
        from_words("twenty blah")
    except ValueError as e:
        print(e)
    print(cheque(1234567), "|", cheque(5))
    print(f"checked {checked}, longest {longest[1]} ({longest[0]} chars)")
    print("letters:", " ".join(f"{ch}{c}" for ch, c in letters.most_common(8)))


if __name__ == "__main__":
    main()  # test: main(limit=400)
