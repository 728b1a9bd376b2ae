# Benchmark (held-out style, after typical agent code): an identifier and number-format utility
# library. Roman numerals both ways, base conversion with int(s, base) and a divmod digit loop,
# Luhn card numbers, ISBN-10/13, IBAN mod-97 with letter expansion, EAN check digits, a CRC-16 and
# Adler-32 over str.encode() bytes, and Crockford base32 ids; all round-tripped over generated
# inputs with validation errors counted by exception type.
import random

ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s):
    total, prev = 0, 0
    for ch in reversed(s.upper()):
        v = ROMAN_VALUES[ch]
        total = total - v if v < prev else total + v
        prev = max(prev, v)
    if to_roman(total) != s.upper():
        raise ValueError(f"non-canonical numeral {s!r}")
    return total


def to_base(n, base):
    if n == 0:
        return "0"
    sign, n, out = "-" if n < 0 else "", abs(n), []
    while n:
        n, d = divmod(n, base)
        out.append(DIGITS[d])
    return sign + "".join(reversed(out))


def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(number):
    return luhn_digit(number[:-1]) == number[-1]


def isbn10_check(body):
    s = sum((10 - i) * int(c) for i, c in enumerate(body))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


def isbn13_check(body):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return str((10 - s % 10) % 10)


def iban_valid(iban):
    iban = iban.replace(" ", "").upper()
    moved = iban[4:] + iban[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return int(digits) % 97 == 1


def make_iban(country, bban):
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def crc16(data):
    crc = 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def adler32(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def crockford(n, width):
    out = []
    for _ in range(width):
        n, r = divmod(n, 32)
        out.append(CROCKFORD[r])
    return "".join(reversed(out))


def main(n):
    rng = random.Random(2024)
    acc, errors = 0, {}
    for i in range(n):
        k = rng.randint(1, 3999)
        r = to_roman(k)
        acc += from_roman(r) + len(r)
        v = rng.randint(-10**12, 10**12)
        for base in (2, 7, 16, 36):
            s = to_base(v, base)
            assert int(s, base) == v
            acc += len(s)
        card = "".join(str(rng.randint(0, 9)) for _ in range(15))
        card += luhn_digit(card)
        acc += luhn_valid(card) + luhn_valid(card[:-1] + str((int(card[-1]) + 1) % 10))
        body = f"{rng.randint(0, 10**9 - 1):09d}"
        acc += ord(isbn10_check(body)) + int(isbn13_check("978" + body))
        bban = "".join(rng.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(14))
        iban = make_iban(rng.choice(["DE", "FR", "GB", "NL"]), bban)
        acc += iban_valid(iban) + iban_valid(iban[:5] + ("0" if iban[5] != "0" else "1") + iban[6:])
        text = f"{iban}|{card}|{r}".encode()
        acc ^= crc16(text) ^ adler32(text)
        acc += len(crockford(rng.getrandbits(60), 12))
        for bad in (r + "IIII", "MMMM", f"{k}Q"):
            try:
                from_roman(bad)
            except (ValueError, KeyError) as e:
                errors[type(e).__name__] = errors.get(type(e).__name__, 0) + 1
        if i < 3:
            print(k, r, to_base(v, 36), card, body + isbn10_check(body), iban, crockford(v & (2**60 - 1), 12))
    try:
        to_roman(4000)
    except ValueError as e:
        print("error:", e)
    print("acc", acc, "errors", sorted(errors.items()))


if __name__ == "__main__":
    main(n=4000)  # test: main(n=60)
