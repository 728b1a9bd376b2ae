# String processing: palindromes, anagrams, Caesar cipher, run-length encoding, roman numerals.
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
for s in ["A man, a plan, a canal: Panama", "racecar", "hello", "", "No 'x' in Nixon"]:
    print(repr(s), is_palindrome(s))
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(sorted(groups.values(), key=lambda g: (-len(g), g)))
def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)
msg = "The Quick Brown Fox Jumps Over The Lazy Dog!"
enc = caesar(msg, 13)
print(enc, caesar(enc, -13) == msg, caesar("xyz", 3))
def rle(s):
    if not s:
        return ""
    out, prev, n = [], s[0], 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = ch, 1
    out.append(f"{n}{prev}")
    return "".join(out)
def unrle(s):
    out, num = "", ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out += ch * int(num)
            num = ""
    return out
for s in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz"]:
    e = rle(s)
    print(repr(s), e, unrle(e) == s)
def to_roman(n):
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, sym in vals:
        while n >= v:
            out += sym
            n -= v
    return out
def from_roman(s):
    m = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(s):
        v = m[ch]
        total += -v if i + 1 < len(s) and m[s[i + 1]] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r))
def word_wrap(text, width):
    lines, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = cur + " " + w if cur else w
    if cur:
        lines.append(cur)
    return lines
for line in word_wrap(msg * 2, 20):
    print("|" + line.ljust(20) + "|")
vowels = sum(1 for c in msg.lower() if c in "aeiou")
print(vowels, msg.lower().count("o"), msg.swapcase(), " ".join(w[::-1] for w in msg.split()))
