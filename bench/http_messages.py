# Benchmark (held-out style, after typical agent code): HTTP/1.1 message handling over bytes.
# Requests and responses are serialized to bytes (status lines, headers with repeated names,
# Content-Length or chunked bodies, optional zlib "deflate" coding) and parsed back by a
# parser that splits on b"\r\n" with bytes.find, a case-insensitive multi-valued header map,
# query strings and cookies decoded with urllib.parse, a keep-alive pipeline of several
# messages in one buffer, and malformed inputs rejected with exceptions; a digest is printed.
import random
import zlib
from urllib.parse import parse_qsl, quote, urlencode, urlsplit


class HTTPParseError(Exception):
    pass


class Headers:
    def __init__(self):
        self._items = []
        self._index = {}

    def add(self, name, value):
        self._items.append((name, value))
        self._index.setdefault(name.lower(), []).append(value)

    def get(self, name, default=None):
        vals = self._index.get(name.lower())
        return vals[-1] if vals else default

    def get_all(self, name):
        return list(self._index.get(name.lower(), ()))

    def __contains__(self, name):
        return name.lower() in self._index

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)


class Message:
    def __init__(self, start, headers, body):
        self.start = start
        self.headers = headers
        self.body = body


def encode_chunked(body, size):
    out = bytearray()
    for i in range(0, len(body), size):
        chunk = body[i:i + size]
        out += f"{len(chunk):x}\r\n".encode("ascii")
        out += chunk + b"\r\n"
    out += b"0\r\n\r\n"
    return bytes(out)


def serialize(start, headers, body, chunked=False, deflate=False):
    if deflate:
        body = zlib.compress(body)
        headers = headers + [("Content-Encoding", "deflate")]
    lines = [start]
    for k, v in headers:
        lines.append(f"{k}: {v}")
    if chunked:
        lines.append("Transfer-Encoding: chunked")
        payload = encode_chunked(body, 37)
    else:
        lines.append(f"Content-Length: {len(body)}")
        payload = body
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + payload


def parse_one(buf, pos):
    end = buf.find(b"\r\n\r\n", pos)
    if end < 0:
        raise HTTPParseError("incomplete head")
    head = buf[pos:end].decode("latin-1").split("\r\n")
    start = head[0]
    headers = Headers()
    for line in head[1:]:
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            raise HTTPParseError(f"bad header line {line!r}")
        headers.add(name, value.strip())
    pos = end + 4
    if headers.get("Transfer-Encoding", "").lower() == "chunked":
        body = bytearray()
        while True:
            eol = buf.find(b"\r\n", pos)
            if eol < 0:
                raise HTTPParseError("incomplete chunk size")
            try:
                size = int(buf[pos:eol].split(b";")[0], 16)
            except ValueError:
                raise HTTPParseError("bad chunk size") from None
            pos = eol + 2
            if size == 0:
                pos += 2
                break
            body += buf[pos:pos + size]
            if buf[pos + size:pos + size + 2] != b"\r\n":
                raise HTTPParseError("chunk not terminated")
            pos += size + 2
        body = bytes(body)
    else:
        length = int(headers.get("Content-Length", "0"))
        body = buf[pos:pos + length]
        if len(body) != length:
            raise HTTPParseError("short body")
        pos += length
    if headers.get("Content-Encoding") == "deflate":
        body = zlib.decompress(body)
    return Message(start, headers, body), pos


def parse_stream(buf):
    pos, out = 0, []
    while pos < len(buf):
        msg, pos = parse_one(buf, pos)
        out.append(msg)
    return out


def parse_cookies(header):
    jar = {}
    for part in header.split(";"):
        k, _, v = part.strip().partition("=")
        if k:
            jar[k] = v
    return jar


WORDS = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi".split()


def make_request(rng, i):
    path = "/" + "/".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))
    query = urlencode([(rng.choice(WORDS), f"{rng.randrange(1000)} & {rng.choice(WORDS)}") for _ in range(rng.randint(0, 4))])
    target = path + ("?" + query if query else "")
    method = rng.choice(["GET", "GET", "POST", "PUT"])
    headers = [("Host", "example.test"), ("User-Agent", f"bench/{i % 7}"),
               ("Cookie", "; ".join(f"{w}={quote(str(rng.random())[:6])}" for w in rng.sample(WORDS, 3))),
               ("Accept", "text/html"), ("Accept", "application/json")]
    body = b""
    if method != "GET":
        body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 200))).encode()
    return serialize(f"{method} {target} HTTP/1.1", headers, body,
                     chunked=rng.random() < 0.4, deflate=rng.random() < 0.2)


def handle(msg):
    method, target, version = msg.start.split(" ")
    parts = urlsplit(target)
    params = parse_qsl(parts.query)
    cookies = parse_cookies(msg.headers.get("Cookie", ""))
    words = msg.body.split()
    body = (f"path={parts.path} params={len(params)} cookies={sorted(cookies)} "
            f"words={len(words)} accept={','.join(msg.headers.get_all('accept'))}").encode()
    status = "HTTP/1.1 200 OK" if method == "GET" else "HTTP/1.1 201 Created"
    return serialize(status, [("Server", "bench"), ("Set-Cookie", "sid=1"), ("Set-Cookie", "t=2")],
                     body, chunked=len(body) > 90)


def main(n_batches=250, per_batch=8):
    rng = random.Random(1999)
    digest = 0
    stats = {"requests": 0, "bytes_in": 0, "bytes_out": 0, "errors": 0, "chunked": 0}
    for b in range(n_batches):
        stream = b"".join(make_request(rng, b * per_batch + i) for i in range(per_batch))
        stats["bytes_in"] += len(stream)
        reqs = parse_stream(stream)
        replies = b"".join(handle(m) for m in reqs)
        stats["bytes_out"] += len(replies)
        for resp in parse_stream(replies):
            stats["requests"] += 1
            stats["chunked"] += "Transfer-Encoding" in resp.headers
            digest = zlib.crc32(resp.body, digest)
        # A corrupted copy must fail cleanly.
        cut = rng.randrange(len(stream) // 2, len(stream))
        bad = stream[:cut] + b"\r\nX\r\n" + stream[cut:]
        try:
            parse_stream(bad)
        except (HTTPParseError, ValueError, zlib.error):
            stats["errors"] += 1
    for k in sorted(stats):
        print(f"{k:10s} {stats[k]}")
    print(f"digest {digest:08x}")


if __name__ == "__main__":
    main()  # test: main(n_batches=6, per_batch=4)
