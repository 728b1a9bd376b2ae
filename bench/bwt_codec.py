# Benchmark (held-out style, after typical agent code): a Burrows-Wheeler block compressor.
# Text blocks are transformed with a suffix-sorted BWT (with a sentinel), then move-to-front,
# zero-run-length coding and a canonical Huffman code over the symbols packed into a bytearray
# bit writer; everything is decoded back and checked. Blocks are generated from a seeded
# random word model; a per-block table of sizes and ratios is printed.
import random
import heapq
from collections import Counter
from dataclasses import dataclass

WORDS = ("the quick brown fox jumps over lazy dog banana bandana cabana anagram "
         "data compression block sort transform move front run length huffman code "
         "sequence pattern repeat mississippi abracadabra").split()


def make_text(rng, n_words):
    out = []
    prev = rng.choice(WORDS)
    for _ in range(n_words):
        if rng.random() < 0.6:
            idx = (WORDS.index(prev) + rng.randint(1, 3)) % len(WORDS)
            prev = WORDS[idx]
        else:
            prev = rng.choice(WORDS)
        out.append(prev)
        if rng.random() < 0.08:
            out.append(".\n")
    return " ".join(out)


def bwt_encode(data: bytes):
    s = data + b"\x00"
    n = len(s)
    # prefix doubling suffix sort
    rank = list(s)
    sa = list(range(n))
    k = 1
    while True:
        key = [(rank[i], rank[i + k] if i + k < n else -1) for i in range(n)]
        sa.sort(key=key.__getitem__)
        new = [0] * n
        for j in range(1, n):
            new[sa[j]] = new[sa[j - 1]] + (key[sa[j]] != key[sa[j - 1]])
        rank = new
        if rank[sa[-1]] == n - 1:
            break
        k *= 2
    last = bytes(s[i - 1] for i in sa)
    return last, sa.index(0)


def bwt_decode(last: bytes, primary: int):
    n = len(last)
    counts = Counter(last)
    starts = {}
    total = 0
    for b in sorted(counts):
        starts[b] = total
        total += counts[b]
    seen = Counter()
    lf = [0] * n
    for i, b in enumerate(last):
        lf[i] = starts[b] + seen[b]
        seen[b] += 1
    out = bytearray(n)
    j = primary
    for i in range(n - 1, -1, -1):
        out[i] = last[j]
        j = lf[j]
    res = bytes(out)
    # rotate so that the sentinel ends the string
    cut = res.index(0)
    return res[cut + 1:] + res[:cut]


def mtf_encode(data):
    table = list(range(256))
    out = []
    for b in data:
        i = table.index(b)
        out.append(i)
        if i:
            del table[i]
            table.insert(0, b)
    return out


def mtf_decode(codes):
    table = list(range(256))
    out = bytearray()
    for i in codes:
        b = table[i]
        out.append(b)
        if i:
            del table[i]
            table.insert(0, b)
    return bytes(out)


RUN = 256  # symbol for a run of zeros, followed by its length


def rle0(codes):
    out = []
    i = 0
    while i < len(codes):
        if codes[i] == 0:
            j = i
            while j < len(codes) and codes[j] == 0 and j - i < 255:
                j += 1
            out.append((RUN, j - i))
            i = j
        else:
            out.append((codes[i], None))
            i += 1
    return out


def unrle0(pairs):
    out = []
    for sym, length in pairs:
        if sym == RUN:
            out.extend([0] * length)
        else:
            out.append(sym)
    return out


def huffman_lengths(freq):
    heap = [(f, i, (s,)) for i, (s, f) in enumerate(sorted(freq.items()))]
    heapq.heapify(heap)
    lengths = {s: 0 for s in freq}
    if len(heap) == 1:
        return {s: 1 for s in freq}
    uid = len(heap)
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        for s in a + b:
            lengths[s] += 1
        heapq.heappush(heap, (f1 + f2, uid, a + b))
        uid += 1
    return lengths


def canonical(lengths):
    code = 0
    prev = 0
    table = {}
    for s, ln in sorted(lengths.items(), key=lambda kv: (kv[1], kv[0])):
        code <<= ln - prev
        table[s] = (code, ln)
        code += 1
        prev = ln
    return table


class BitWriter:
    def __init__(self):
        self.buf = bytearray()
        self.acc = 0
        self.nbits = 0

    def write(self, value, width):
        self.acc = (self.acc << width) | value
        self.nbits += width
        while self.nbits >= 8:
            self.nbits -= 8
            self.buf.append((self.acc >> self.nbits) & 0xFF)
        self.acc &= (1 << self.nbits) - 1

    def getvalue(self):
        if self.nbits:
            return bytes(self.buf) + bytes([(self.acc << (8 - self.nbits)) & 0xFF])
        return bytes(self.buf)


class BitReader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def bit(self):
        b = (self.data[self.pos >> 3] >> (7 - (self.pos & 7))) & 1
        self.pos += 1
        return b

    def read(self, width):
        v = 0
        for _ in range(width):
            v = (v << 1) | self.bit()
        return v


@dataclass
class Block:
    primary: int
    lengths: dict
    payload: bytes
    count: int
    raw_size: int

    @property
    def size(self):
        return len(self.payload) + 2 * len(self.lengths) + 6


def compress(data):
    last, primary = bwt_encode(data)
    pairs = rle0(mtf_encode(last))
    freq = Counter(s for s, _ in pairs)
    lengths = huffman_lengths(freq)
    table = canonical(lengths)
    w = BitWriter()
    for s, ln in pairs:
        c, width = table[s]
        w.write(c, width)
        if s == RUN:
            w.write(ln, 8)
    return Block(primary, lengths, w.getvalue(), len(pairs), len(data))


def decompress(block):
    table = canonical(block.lengths)
    decode = {v: s for s, v in table.items()}
    r = BitReader(block.payload)
    pairs = []
    for _ in range(block.count):
        code, width = 0, 0
        while (code, width) not in decode:
            code = (code << 1) | r.bit()
            width += 1
        s = decode[(code, width)]
        pairs.append((s, r.read(8) if s == RUN else None))
    last = mtf_decode(unrle0(pairs))
    return bwt_decode(last, block.primary)


def main(blocks=6, words=300):
    rng = random.Random(31337)
    total_in = total_out = 0
    checksum = 0
    for i in range(blocks):
        text = make_text(rng, words).encode()
        if i == 0:
            text = b"banana_bandana_" * 8 + text
        block = compress(text)
        back = decompress(block)
        assert back == text, i
        total_in += len(text)
        total_out += block.size
        checksum = (checksum * 31 + sum(block.payload) + block.primary) % 1000000007
        print(f"block {i}: {len(text):5d} -> {block.size:5d} bytes "
              f"({block.size / len(text):.3f}) symbols={len(block.lengths)} primary={block.primary}")
    print(f"total {total_in} -> {total_out} ratio={total_out / total_in:.4f} checksum={checksum}")
    last, p = bwt_encode(b"abracadabra")
    print("bwt(abracadabra) =", last, p, bwt_decode(last, p))


if __name__ == "__main__":
    main()  # test: main(blocks=2, words=40)
