# Benchmark (held-out style, after typical agent code): classical ciphers. Caesar and Atbash use
# str.maketrans/translate; Vigenere and autokey walk the text with ord/chr arithmetic; a Playfair
# cipher keeps a 5x5 key square in a dict of positions; rail fence and columnar transposition
# permute index lists; Caesar and Vigenere are then broken by chi-squared scoring of letter
# frequencies (Counter) and a key-length search by index of coincidence.
import random
import string
from collections import Counter

ENGLISH = {
    "a": 8.2, "b": 1.5, "c": 2.8, "d": 4.3, "e": 12.7, "f": 2.2, "g": 2.0, "h": 6.1, "i": 7.0,
    "j": 0.15, "k": 0.77, "l": 4.0, "m": 2.4, "n": 6.7, "o": 7.5, "p": 1.9, "q": 0.095, "r": 6.0,
    "s": 6.3, "t": 9.1, "u": 2.8, "v": 0.98, "w": 2.4, "x": 0.15, "y": 2.0, "z": 0.074,
}
WORDS = ("the of and to in is was that for it with as his on be at by had are but from or "
         "have an they which one you were her all she there would their we him been has when "
         "who will more no if out so said what up its about into than them can only other new "
         "some could time these two may then do first any my now such like our over man me even "
         "most made after also did many before must through back years where much your way well "
         "down should because each just those people how too little state good very make world "
         "still own see men work long get here between both life being under never day same "
         "another know while last might us great old year off come since against go came right "
         "used take three").split()
LOWER = string.ascii_lowercase


def make_text(rng, n_words):
    return " ".join(rng.choice(WORDS) for _ in range(n_words))


def caesar(text, shift):
    shifted = LOWER[shift % 26:] + LOWER[:shift % 26]
    return text.translate(str.maketrans(LOWER, shifted))


def atbash(text):
    return text.translate(str.maketrans(LOWER, LOWER[::-1]))


def vigenere(text, key, decrypt=False):
    out = []
    shifts = [ord(k) - 97 for k in key]
    j = 0
    for ch in text:
        if "a" <= ch <= "z":
            s = shifts[j % len(shifts)]
            if decrypt:
                s = -s
            out.append(chr((ord(ch) - 97 + s) % 26 + 97))
            j += 1
        else:
            out.append(ch)
    return "".join(out)


def autokey_encrypt(text, key):
    letters = [c for c in text if c.isalpha()]
    stream = list(key) + letters
    return "".join(chr((ord(c) - 97 + ord(k) - 97) % 26 + 97) for c, k in zip(letters, stream))


def autokey_decrypt(cipher, key):
    stream = list(key)
    out = []
    for i, c in enumerate(cipher):
        p = chr((ord(c) - ord(stream[i])) % 26 + 97)
        out.append(p)
        stream.append(p)
    return "".join(out)


class Playfair:
    def __init__(self, key):
        seen = []
        for ch in key + LOWER:
            ch = "i" if ch == "j" else ch
            if ch.isalpha() and ch not in seen:
                seen.append(ch)
        self.square = [seen[r * 5:r * 5 + 5] for r in range(5)]
        self.pos = {ch: divmod(i, 5) for i, ch in enumerate(seen)}

    def pairs(self, text):
        letters = ["i" if c == "j" else c for c in text if c.isalpha()]
        i = 0
        while i < len(letters):
            a = letters[i]
            b = letters[i + 1] if i + 1 < len(letters) else "x"
            if a == b:
                yield a, "x"
                i += 1
            else:
                yield a, b
                i += 2

    def _shift(self, a, b, step):
        ra, ca = self.pos[a]
        rb, cb = self.pos[b]
        if ra == rb:
            return self.square[ra][(ca + step) % 5] + self.square[rb][(cb + step) % 5]
        if ca == cb:
            return self.square[(ra + step) % 5][ca] + self.square[(rb + step) % 5][cb]
        return self.square[ra][cb] + self.square[rb][ca]

    def encrypt(self, text):
        return "".join(self._shift(a, b, 1) for a, b in self.pairs(text))

    def decrypt(self, text):
        return "".join(self._shift(text[i], text[i + 1], -1) for i in range(0, len(text), 2))


def rail_fence(text, rails):
    pattern = list(range(rails)) + list(range(rails - 2, 0, -1))
    order = sorted(range(len(text)), key=lambda i: (pattern[i % len(pattern)], i))
    return "".join(text[i] for i in order), order


def rail_fence_decrypt(cipher, order):
    out = [""] * len(cipher)
    for ch, i in zip(cipher, order):
        out[i] = ch
    return "".join(out)


def columnar(text, key):
    cols = sorted(range(len(key)), key=lambda i: (key[i], i))
    return "".join(text[c::len(key)] for c in cols)


def chi_squared(text):
    counts = Counter(c for c in text if c.isalpha())
    n = sum(counts.values()) or 1
    total = 0.0
    for letter, pct in ENGLISH.items():
        expected = n * pct / 100
        diff = counts.get(letter, 0) - expected
        total += diff * diff / expected
    return total


def crack_caesar(cipher):
    scores = [(chi_squared(caesar(cipher, -s)), s) for s in range(26)]
    return min(scores)[1]


def index_of_coincidence(letters):
    counts = Counter(letters)
    n = len(letters)
    if n < 2:
        return 0.0
    return sum(c * (c - 1) for c in counts.values()) / (n * (n - 1))


def crack_vigenere(cipher, max_len=8):
    letters = [c for c in cipher if c.isalpha()]
    best_len = max(range(1, max_len + 1),
                   key=lambda k: sum(index_of_coincidence(letters[i::k]) for i in range(k)) / k - 0.002 * k)
    key = ""
    for i in range(best_len):
        column = "".join(letters[i::best_len])
        key += LOWER[crack_caesar(column)]
    return key


def main(n_msgs=90, n_words=60):
    rng = random.Random(99)
    ok = Counter()
    keys_found = []
    digest = 0
    for m in range(n_msgs):
        text = make_text(rng, n_words)
        shift = rng.randrange(1, 26)
        c1 = caesar(text, shift)
        ok["caesar"] += caesar(c1, -shift) == text
        ok["atbash"] += atbash(atbash(text)) == text
        found = crack_caesar(c1)
        ok["crack_caesar"] += found == shift
        key = "".join(rng.choice(LOWER) for _ in range(rng.randint(3, 6)))
        c2 = vigenere(text, key)
        ok["vigenere"] += vigenere(c2, key, decrypt=True) == text
        guess = crack_vigenere(c2)
        ok["crack_vigenere"] += guess == key
        keys_found.append((key, guess))
        c3 = autokey_encrypt(text, key)
        ok["autokey"] += autokey_decrypt(c3, key) == text.replace(" ", "")
        pf = Playfair(rng.choice(["monarchy", "keyword", "playfair example", "cipher"]))
        c4 = pf.encrypt(text)
        plain = pf.decrypt(c4)
        ok["playfair"] += plain.replace("x", "") == "".join(
            "i" if c == "j" else c for c in text if c.isalpha()).replace("x", "")
        squeezed = text.replace(" ", "")
        c5, order = rail_fence(squeezed, 3 + m % 4)
        ok["rail_fence"] += rail_fence_decrypt(c5, order) == squeezed
        c6 = columnar(squeezed, key)
        digest = (digest * 31 + sum(map(ord, c2 + c4 + c5 + c6))) % 1000000007
        if m < 3:
            print(f"msg {m}: {text[:40]!r}")
            print(f"  caesar({shift:2d}) {c1[:40]}")
            print(f"  vigenere({key}) {c2[:40]}  cracked as {guess!r}")
            print(f"  playfair {c4[:40]}")
            print(f"  rail {c5[:40]}  columnar {c6[:30]}")
    for name in sorted(ok):
        print(f"{name:<15}{ok[name]:3d}/{n_msgs}")
    wrong = [(k, g) for k, g in keys_found if k != g][:5]
    print("vigenere misses:", wrong)
    print("digest", digest)


if __name__ == "__main__":
    main()  # test: main(n_msgs=4, n_words=40)
