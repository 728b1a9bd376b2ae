# Benchmark (held-out style, after typical agent code): hand-written binary codecs over bytes and
# bytearray. A run-length coder with escape bytes, a base64 encoder/decoder written with a lookup
# table and bit shifts (checked against the base64 module), LEB128/zigzag varints for int lists,
# a hex dump with bytes.hex and memoryview-free slicing, and XOR/rotate "ciphers"; each codec is
# round-tripped over generated payloads and the sizes and a CRC (zlib-free, hand-written) printed.
import base64
import random

B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
B64_REV = {c: i for i, c in enumerate(B64)}
ESC = 0xFE


def rle_encode(data):
    out, i, n = bytearray(), 0, len(data)
    while i < n:
        b, j = data[i], i + 1
        while j < n and data[j] == b and j - i < 255:
            j += 1
        run = j - i
        if run >= 4 or b == ESC:
            out += bytes((ESC, run, b))
        else:
            out += data[i:j]
        i = j
    return bytes(out)


def rle_decode(data):
    out, i = bytearray(), 0
    while i < len(data):
        if data[i] == ESC:
            out.extend(bytes([data[i + 2]]) * data[i + 1])
            i += 3
        else:
            out.append(data[i])
            i += 1
    return bytes(out)


def b64_encode(data):
    out = bytearray()
    for i in range(0, len(data) - 2, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((B64[n >> 18], B64[(n >> 12) & 63], B64[(n >> 6) & 63], B64[n & 63]))
    rest = len(data) % 3
    if rest:
        tail = data[len(data) - rest:] + b"\0" * (3 - rest)
        n = int.from_bytes(tail, "big")
        chunk = bytes((B64[n >> 18], B64[(n >> 12) & 63], B64[(n >> 6) & 63], B64[n & 63]))
        out += chunk[:rest + 1] + b"=" * (3 - rest)
    return bytes(out)


def b64_decode(text):
    out, buf, bits = bytearray(), 0, 0
    for c in text.rstrip(b"="):
        buf = (buf << 6) | B64_REV[c]
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((buf >> bits) & 0xFF)
    return bytes(out)


def varint_encode(values):
    out = bytearray()
    for v in values:
        z = (v << 1) ^ (v >> 63)
        while True:
            byte = z & 0x7F
            z >>= 7
            if z:
                out.append(byte | 0x80)
            else:
                out.append(byte)
                break
    return bytes(out)


def varint_decode(data):
    values, shift, acc = [], 0, 0
    for b in data:
        acc |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            values.append((acc >> 1) ^ -(acc & 1))
            shift = acc = 0
    return values


def crc32(data, table=[]):
    if not table:
        for i in range(256):
            c = i
            for _ in range(8):
                c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
            table.append(c)
    crc = 0xFFFFFFFF
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def xor_rotate(data, key):
    k = len(key)
    return bytes(((b ^ key[i % k]) << 1 | (b ^ key[i % k]) >> 7) & 0xFF for i, b in enumerate(data))


def hexdump(data, width=16):
    lines = []
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        lines.append(f"{off:08x}  {chunk.hex(' '):<{width * 3}} {text}")
    return lines


def payload(rng, n):
    parts = []
    while sum(map(len, parts)) < n:
        kind = rng.random()
        if kind < 0.4:
            parts.append(bytes([rng.randrange(256)]) * rng.randint(1, 40))
        elif kind < 0.8:
            parts.append(" ".join(rng.choice(["alpha", "beta", "gamma", "delta", "\xfe"]) for _ in range(6)).encode())
        else:
            parts.append(bytes(rng.randrange(256) for _ in range(rng.randint(1, 30))))
    return b"".join(parts)[:n]


def main(n, size):
    rng = random.Random(99)
    totals = [0, 0, 0, 0]
    crc = 0
    for i in range(n):
        data = payload(rng, size)
        r = rle_encode(data)
        assert rle_decode(r) == data
        e = b64_encode(r)
        assert e == base64.b64encode(r) and b64_decode(e) == r
        nums = [rng.randint(-2 ** 40, 2 ** 40) >> rng.randint(0, 40) for _ in range(size // 16)]
        v = varint_encode(nums)
        assert varint_decode(v) == nums
        x = xor_rotate(data, b"key!")
        totals[0] += len(r)
        totals[1] += len(e)
        totals[2] += len(v)
        totals[3] += sum(x[::17])
        crc = crc32(e, ) ^ crc32(v) ^ (crc << 1 & 0xFFFFFFFF)
        if i == 0:
            print("\n".join(hexdump(data[:64])))
            print(e[:60].decode())
    print("sizes", totals, "crc", f"{crc:08x}")


if __name__ == "__main__":
    main(n=150, size=2000)  # test: main(n=4, size=300)
