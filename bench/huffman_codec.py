# Benchmark (held-out style, after typical agent code): Huffman and LZW compression of
# generated text. Huffman trees from Counter frequencies through heapq with (freq, tiebreak,
# node) entries and dataclass nodes, a NamedTuple of per-round stats, code tables by recursive
# traversal, bit strings packed into bytes with int(bits, 2) and int.to_bytes, decoding
# through a dict of codes, canonical codes sorted by (length, symbol), an LZW coder with a
# dict of str keys, bytes/bytearray handling, base64-like radix-64 text encoding and
# zlib-free CRC-32 checksums computed with a precomputed table. Verifies every round trip.
import heapq
import random
from collections import Counter
from dataclasses import dataclass
from itertools import count
from typing import Dict, Iterator, List, NamedTuple, Optional, Tuple, Union


@dataclass(frozen=True)
class Leaf:
    # A NamedTuple in the first draft; Nearly's NamedTuple classes fail isinstance
    # (heldout5_gaps.md), so the bench copy uses a frozen dataclass.
    symbol: str


class RoundStats(NamedTuple):
    raw: int
    huffman: int
    lzw_codes: int
    max_code: int


@dataclass
class Internal:
    left: "Node"
    right: "Node"


Node = Union[Leaf, Internal]


class CodecError(ValueError):
    pass


def build_tree(text: str) -> Node:
    freq = Counter(text)
    if len(freq) == 1:
        return Internal(Leaf(text[0]), Leaf(text[0]))
    tiebreak = count()
    heap: List[Tuple[int, int, Node]] = [(n, next(tiebreak), Leaf(s)) for s, n in sorted(freq.items())]
    heapq.heapify(heap)
    while len(heap) > 1:
        f1, _, a = heapq.heappop(heap)
        f2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (f1 + f2, next(tiebreak), Internal(a, b)))
    return heap[0][2]


def code_lengths(node: Node, depth: int = 0, out: Optional[Dict[str, int]] = None) -> Dict[str, int]:
    if out is None:
        out = {}
    if isinstance(node, Leaf):
        out[node.symbol] = max(depth, 1)
    else:
        code_lengths(node.left, depth + 1, out)
        code_lengths(node.right, depth + 1, out)
    return out


def canonical_codes(lengths: Dict[str, int]) -> Dict[str, str]:
    codes: Dict[str, str] = {}
    code = 0
    prev_len = 0
    for symbol, length in sorted(lengths.items(), key=lambda kv: (kv[1], kv[0])):
        code <<= length - prev_len
        codes[symbol] = format(code, f"0{length}b")
        code += 1
        prev_len = length
    return codes


def pack_bits(bits: str) -> bytes:
    padding = (-len(bits)) % 8
    bits += "0" * padding
    out = bytearray([padding])
    for i in range(0, len(bits), 64):
        chunk = bits[i:i + 64]
        out += int(chunk, 2).to_bytes(len(chunk) // 8, "big")
    return bytes(out)


def unpack_bits(data: bytes) -> str:
    padding = data[0]
    bits = "".join(f"{byte:08b}" for byte in data[1:])
    return bits[:len(bits) - padding] if padding else bits


def huffman_encode(text: str) -> Tuple[Dict[str, str], bytes]:
    codes = canonical_codes(code_lengths(build_tree(text)))
    return codes, pack_bits("".join(codes[ch] for ch in text))


def huffman_decode(codes: Dict[str, str], data: bytes) -> str:
    reverse = {code: symbol for symbol, code in codes.items()}
    out: List[str] = []
    current = ""
    for bit in unpack_bits(data):
        current += bit
        symbol = reverse.get(current)
        if symbol is not None:
            out.append(symbol)
            current = ""
    if current:
        raise CodecError(f"dangling bits {current!r}")
    return "".join(out)


def lzw_encode(text: str) -> List[int]:
    table = {chr(i): i for i in range(256)}
    word = ""
    out = []
    for ch in text:
        candidate = word + ch
        if candidate in table:
            word = candidate
        else:
            out.append(table[word])
            table[candidate] = len(table)
            word = ch
    if word:
        out.append(table[word])
    return out


def lzw_decode(codes: List[int]) -> str:
    table = {i: chr(i) for i in range(256)}
    it = iter(codes)
    try:
        word = table[next(it)]
    except StopIteration:
        return ""
    out = [word]
    for code in it:
        if code in table:
            entry = table[code]
        elif code == len(table):
            entry = word + word[0]
        else:
            raise CodecError(f"bad LZW code {code}")
        out.append(entry)
        table[len(table)] = word + entry[0]
        word = entry
    return "".join(out)


ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def radix64(data: bytes) -> str:
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk.ljust(3, b"\0"), "big")
        chars = [ALPHABET[(n >> shift) & 63] for shift in (18, 12, 6, 0)]
        keep = len(chunk) + 1
        out.append("".join(chars[:keep]) + "=" * (4 - keep))
    return "".join(out)


def make_crc_table() -> List[int]:
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (0xEDB88320 ^ (c >> 1)) if c & 1 else c >> 1
        table.append(c)
    return table


CRC_TABLE = make_crc_table()


def crc32(data: bytes) -> int:
    crc = 0xFFFFFFFF
    for byte in data:
        crc = CRC_TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def generate_text(rng: random.Random, words: int) -> str:
    vocab = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "data", "stream",
             "compress", "encode", "symbol", "tree", "heap", "bit", "byte", "table", "entropy"]
    weights = [30, 5, 4, 6, 3, 5, 2, 4, 8, 6, 3, 4, 7, 5, 4, 9, 6, 5, 2]
    sentences = []
    chosen = rng.choices(vocab, weights=weights, k=words)
    for i in range(0, words, 12):
        sentence = " ".join(chosen[i:i + 12])
        sentences.append(sentence[:1].upper() + sentence[1:] + rng.choice([".", "!", "?", ","]))
    return " ".join(sentences)


def main() -> None:
    rng = random.Random(4242)
    total_in = total_huff = total_lzw = 0
    crc_digest = 0
    for round_no in range(10):  # test: for round_no in range(2):
        text = generate_text(rng, 2500 + 500 * round_no)  # test: text = generate_text(rng, 300 + 50 * round_no)
        codes, packed = huffman_encode(text)
        assert huffman_decode(codes, packed) == text
        lzw = lzw_encode(text)
        assert lzw_decode(lzw) == text
        raw = text.encode("utf-8")
        total_in += len(raw)
        total_huff += len(packed)
        total_lzw += len(lzw) * 12 // 8
        crc_digest ^= crc32(packed) ^ crc32(raw)
        stats = RoundStats(len(raw), len(packed), len(lzw), len(max(codes.values(), key=len)))
        print(f"round {round_no}: {stats.raw} bytes -> huffman {stats.huffman} "
              f"(max code {stats.max_code} bits), lzw {stats.lzw_codes} codes, "
              f"radix64 {radix64(packed[:12])}")
    print(f"ratios: huffman {total_huff / total_in:.4f} lzw {total_lzw / total_in:.4f}")
    print(f"crc digest: {crc_digest:08x}  crc('hello')={crc32(b'hello'):08x}")
    for bad in ([65, 66, 999], [300]):
        try:
            lzw_decode(bad)
        except CodecError as exc:
            print("error:", exc)
        except KeyError as exc:
            print("key error:", exc)


if __name__ == "__main__":
    main()
