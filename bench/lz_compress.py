# Benchmark (held-out style, after typical agent code): string compression. Run-length
# encoding of str with itertools.groupby, an LZ77 coder over str with a dict of 3-char
# prefixes, a list of ints as the output buffer (Nearly has no bytes type: a list of byte
# values stands in for bytearray), varint packing with bit operations, Adler-style checksums
# with ord(), and round-trip checks with str slicing, indexing and comparison.
from itertools import groupby


def rle_encode(s):
    return "".join(f"{len(list(g))}{ch}" for ch, g in groupby(s))


def rle_decode(s):
    out = []
    num = 0
    for ch in s:
        if ch.isdigit():
            num = num * 10 + int(ch)
        else:
            out.append(ch * num)
            num = 0
    return "".join(out)


def put_varint(buf, n):
    while n >= 0x80:
        buf.append((n & 0x7F) | 0x80)
        n >>= 7
    buf.append(n)


def get_varint(data, i):
    shift = 0
    n = 0
    while True:
        b = data[i]
        i += 1
        n |= (b & 0x7F) << shift
        if b < 0x80:
            return n, i
        shift += 7


def lz_compress(data, window=4096):
    out = []
    table = {}
    i = 0
    n = len(data)
    lit_start = 0
    while i < n:
        best_len = 0
        best_off = 0
        if i + 3 <= n:
            key = data[i:i + 3]
            cands = table.get(key)
            if cands:
                for j in reversed(cands[-8:]):
                    if i - j > window:
                        break
                    k = 3
                    while i + k < n and k < 255 and data[j + k] == data[i + k]:
                        k += 1
                    if k > best_len:
                        best_len = k
                        best_off = i - j
                cands.append(i)
            else:
                table[key] = [i]
        if best_len >= 4:
            if lit_start < i:
                out.append(0)
                put_varint(out, i - lit_start)
                out += [ord(c) for c in data[lit_start:i]]
            out.append(1)
            put_varint(out, best_off)
            put_varint(out, best_len)
            for p in range(i + 1, min(i + best_len, n - 2)):
                table.setdefault(data[p:p + 3], []).append(p)
            i += best_len
            lit_start = i
        else:
            i += 1
    if lit_start < n:
        out.append(0)
        put_varint(out, n - lit_start)
        out += [ord(c) for c in data[lit_start:n]]
    return out


def lz_decompress(comp):
    out = []
    i = 0
    while i < len(comp):
        tag = comp[i]
        i += 1
        if tag == 0:
            ln, i = get_varint(comp, i)
            out += [chr(b) for b in comp[i:i + ln]]
            i += ln
        else:
            off, i = get_varint(comp, i)
            ln, i = get_varint(comp, i)
            start = len(out) - off
            for k in range(ln):
                out.append(out[start + k])
    return "".join(out)


def checksum(data):
    a = 1
    b = 0
    for ch in data:
        a = (a + ord(ch)) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def make_text(n, seed):
    words = ["alpha", "beta", "gamma", "delta", "lorem", "ipsum", "dolor", "sit",
             "amet", "\x00\x01", "zzzz", "the", "end"]
    x = seed
    parts = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        parts.append(words[(x >> 8) % len(words)])
        if (x >> 4) % 7 == 0:
            parts.append("\n")
    return " ".join(parts)


def main():
    total_in = 0
    total_out = 0
    for seed in range(10):
        data = make_text(9000, seed)
        comp = lz_compress(data)
        back = lz_decompress(comp)
        assert back == data
        total_in += len(data)
        total_out += len(comp)
        print(seed, len(data), len(comp), hex(checksum(data)), "".join("%02x" % b for b in comp[:12]), repr(back[-10:]))
    print("ratio", round(total_out / total_in, 4))
    s = "".join("ab"[i % 3 == 0] * (1 + i % 5) + "c" * (i % 4) for i in range(4000))
    enc = rle_encode(s)
    assert rle_decode(enc) == s
    print("rle", len(s), len(enc), enc[:40])
    bs = "".join(map(chr, range(256))) * 20
    print(checksum(bs), bs.count("\x10\x11"), bs.find("\xfe\xff\x00"), repr("".join(reversed(bs[:5]))))


main()
