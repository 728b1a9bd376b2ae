# Benchmark (held-out style, after typical agent code): a protocol-buffers wire-format codec.
# Message schemas are parsed from a .proto-like text into field descriptors (a dataclass with
# an Enum of scalar kinds); random address-book messages (nested messages, repeated and packed
# fields, signed ints with zigzag, doubles through struct, strings and bytes) are encoded into
# a bytearray with varints and length prefixes, decoded back (skipping unknown fields, as an
# older reader would), compared, and rendered in the text format; malformed buffers raise
# DecodeError with offsets.
import random
import re
import struct
import zlib
from dataclasses import dataclass
from enum import Enum

SCHEMA = """
message PhoneNumber {
  string number = 1;
  int32 kind = 2;
}
message Address {
  string street = 1;
  string city = 2;
  uint32 zip = 3;
  double lat = 4;
  double lon = 5;
}
message Person {
  string name = 1;
  int32 id = 2;
  string email = 3;
  repeated PhoneNumber phones = 4;
  Address home = 5;
  repeated sint64 deltas = 6 [packed];
  repeated string tags = 7;
  bool active = 8;
  bytes avatar = 9;
  sint32 balance = 10;
  uint64 flags = 11;
}
message AddressBook {
  repeated Person people = 1;
  string owner = 2;
  uint64 revision = 3;
}
"""

MESSAGE_RE = re.compile(r"message\s+(\w+)\s*\{(.*?)\}", re.S)
FIELD_RE = re.compile(r"(repeated\s+)?(\w+)\s+(\w+)\s*=\s*(\d+)\s*(\[packed\])?;")


class Kind(Enum):
    VARINT = 0
    SINT = 1
    BOOL = 2
    DOUBLE = 3
    STRING = 4
    BYTES = 5
    MESSAGE = 6


KINDS = {"int32": Kind.VARINT, "uint32": Kind.VARINT, "uint64": Kind.VARINT, "sint32": Kind.SINT,
         "sint64": Kind.SINT, "bool": Kind.BOOL, "double": Kind.DOUBLE, "string": Kind.STRING,
         "bytes": Kind.BYTES}
WIRE = {Kind.VARINT: 0, Kind.SINT: 0, Kind.BOOL: 0, Kind.DOUBLE: 1, Kind.STRING: 2, Kind.BYTES: 2,
        Kind.MESSAGE: 2}


class DecodeError(Exception):
    def __init__(self, offset, msg):
        super().__init__(f"offset {offset}: {msg}")


@dataclass
class FieldDesc:
    name: str
    number: int
    kind: Kind
    repeated: bool
    packed: bool
    type_name: str

    @property
    def wire(self):
        return 2 if self.packed else WIRE[self.kind]


def parse_schema(text):
    schema = {}
    for name, body in MESSAGE_RE.findall(text):
        fields = {}
        for rep, typ, fname, num, packed in FIELD_RE.findall(body):
            kind = KINDS.get(typ, Kind.MESSAGE)
            fields[int(num)] = FieldDesc(fname, int(num), kind, bool(rep), bool(packed), typ)
        schema[name] = fields
    return schema


def put_varint(buf, n):
    if n < 0:
        n += 1 << 64
    while n >= 0x80:
        buf.append((n & 0x7F) | 0x80)
        n >>= 7
    buf.append(n)


def get_varint(data, pos):
    result = shift = 0
    start = pos
    while True:
        if pos >= len(data):
            raise DecodeError(start, "truncated varint")
        b = data[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7
        if shift >= 70:
            raise DecodeError(start, "varint too long")


def zigzag(n):
    return (n << 1) ^ (n >> 63)


def unzigzag(n):
    return (n >> 1) ^ -(n & 1)


class Codec:
    def __init__(self, schema):
        self.schema = schema

    def encode(self, type_name, msg, buf=None):
        buf = bytearray() if buf is None else buf
        for num, fd in self.schema[type_name].items():
            if fd.name not in msg:
                continue
            value = msg[fd.name]
            if fd.packed:
                if not value:
                    continue
                inner = bytearray()
                for v in value:
                    self.put_scalar(inner, fd.kind, v)
                put_varint(buf, num << 3 | 2)
                put_varint(buf, len(inner))
                buf += inner
            elif fd.repeated:
                for v in value:
                    self.put_field(buf, fd, v)
            else:
                self.put_field(buf, fd, value)
        return buf

    def put_field(self, buf, fd, v):
        put_varint(buf, fd.number << 3 | WIRE[fd.kind])
        if fd.kind is Kind.MESSAGE:
            inner = self.encode(fd.type_name, v)
            put_varint(buf, len(inner))
            buf += inner
        else:
            self.put_scalar(buf, fd.kind, v)

    def put_scalar(self, buf, kind, v):
        if kind is Kind.VARINT:
            put_varint(buf, v)
        elif kind is Kind.SINT:
            put_varint(buf, zigzag(v))
        elif kind is Kind.BOOL:
            buf.append(1 if v else 0)
        elif kind is Kind.DOUBLE:
            buf += struct.pack("<d", v)
        else:
            raw = v.encode("utf-8") if kind is Kind.STRING else v
            put_varint(buf, len(raw))
            buf += raw

    def decode(self, type_name, data, pos=0, end=None):
        end = len(data) if end is None else end
        fields = self.schema[type_name]
        msg = {}
        while pos < end:
            key, pos = get_varint(data, pos)
            num, wire = key >> 3, key & 7
            fd = fields.get(num)
            if fd is None:
                pos = self.skip(data, pos, wire)
                continue
            if fd.packed and wire == 2:
                n, pos = get_varint(data, pos)
                stop = pos + n
                out = msg.setdefault(fd.name, [])
                while pos < stop:
                    v, pos = self.get_scalar(data, pos, fd.kind)
                    out.append(v)
                continue
            if wire != WIRE[fd.kind]:
                raise DecodeError(pos, f"wire type {wire} for {fd.name}")
            if fd.kind is Kind.MESSAGE:
                n, pos = get_varint(data, pos)
                if pos + n > end:
                    raise DecodeError(pos, "message overruns buffer")
                v = self.decode(fd.type_name, data, pos, pos + n)
                pos += n
            else:
                v, pos = self.get_scalar(data, pos, fd.kind)
            if fd.repeated:
                msg.setdefault(fd.name, []).append(v)
            else:
                msg[fd.name] = v
        return msg

    def get_scalar(self, data, pos, kind):
        if kind is Kind.DOUBLE:
            if pos + 8 > len(data):
                raise DecodeError(pos, "truncated double")
            return struct.unpack_from("<d", data, pos)[0], pos + 8
        n, pos = get_varint(data, pos)
        if kind is Kind.VARINT:
            return (n - (1 << 64) if n >= 1 << 63 else n), pos
        if kind is Kind.SINT:
            return unzigzag(n), pos
        if kind is Kind.BOOL:
            return n != 0, pos
        if pos + n > len(data):
            raise DecodeError(pos, "truncated bytes")
        raw = bytes(data[pos:pos + n])
        return (raw.decode("utf-8") if kind is Kind.STRING else raw), pos + n

    def skip(self, data, pos, wire):
        if wire == 0:
            return get_varint(data, pos)[1]
        if wire == 1:
            return pos + 8
        if wire == 2:
            n, pos = get_varint(data, pos)
            return pos + n
        if wire == 5:
            return pos + 4
        raise DecodeError(pos, f"bad wire type {wire}")

    def text(self, type_name, msg, indent=0):
        pad = "  " * indent
        out = []
        for fd in self.schema[type_name].values():
            if fd.name not in msg:
                continue
            values = msg[fd.name] if fd.repeated else [msg[fd.name]]
            for v in values:
                if fd.kind is Kind.MESSAGE:
                    out.append(f"{pad}{fd.name} {{")
                    out.extend(self.text(fd.type_name, v, indent + 1))
                    out.append(f"{pad}}}")
                elif fd.kind is Kind.STRING:
                    out.append(f'{pad}{fd.name}: "{v}"')
                elif fd.kind is Kind.BYTES:
                    out.append(f"{pad}{fd.name}: \"{v.hex()}\"")
                elif fd.kind is Kind.BOOL:
                    out.append(f"{pad}{fd.name}: {str(v).lower()}")
                else:
                    out.append(f"{pad}{fd.name}: {v}")
        return out


FIRST = ["Ada", "Björn", "Chloé", "Dmitri", "Eun-ji", "Farah", "Gustavo", "Hiro", "Ingrid"]
CITIES = ["Oslo", "Lyon", "Kyoto", "Quito", "Perth", "Tallinn", "São Paulo"]


def rand_person(rng, i):
    p = {"name": f"{rng.choice(FIRST)} {chr(65 + i % 26)}.", "id": i,
         "phones": [{"number": f"+{rng.randint(1, 99)} {rng.randint(100000, 9999999)}",
                     "kind": rng.randint(0, 2)} for _ in range(rng.randint(0, 3))],
         "deltas": [rng.randint(-(1 << 40), 1 << 40) >> rng.randint(0, 40) for _ in range(rng.randint(0, 12))],
         "tags": rng.sample(["vip", "new", "eu", "beta", "staff", "x"], rng.randint(0, 3)),
         "active": rng.random() < 0.7, "balance": rng.randint(-100000, 100000),
         "flags": rng.getrandbits(rng.choice([3, 20, 63]))}
    if rng.random() < 0.8:
        p["email"] = p["name"].split()[0].lower() + f"{i}@example.org"
    if rng.random() < 0.6:
        p["home"] = {"street": f"{rng.randint(1, 200)} Main St", "city": rng.choice(CITIES),
                     "zip": rng.randint(1000, 99999), "lat": rng.uniform(-90, 90),
                     "lon": rng.uniform(-180, 180)}
    if rng.random() < 0.2:
        p["avatar"] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 24)))
    return p


def drop_empty(v):
    """The value as a decoder sees it: empty repeated fields are not on the wire."""
    if isinstance(v, dict):
        return {k: drop_empty(x) for k, x in v.items() if x != []}
    if isinstance(v, list):
        return [drop_empty(x) for x in v]
    return v


def main(books=45, people=40):
    rng = random.Random(8)
    schema = parse_schema(SCHEMA)
    codec = Codec(schema)
    old_schema = {k: dict(v) for k, v in schema.items()}
    for n in (9, 10, 11):
        del old_schema["Person"][n]
    old = Codec(old_schema)
    total = crc = ok = old_ok = 0
    for b in range(books):
        book = {"people": [rand_person(rng, b * people + i) for i in range(people)],
                "owner": rng.choice(FIRST), "revision": rng.getrandbits(50)}
        data = codec.encode("AddressBook", book)
        total += len(data)
        crc = zlib.crc32(data, crc)
        back = codec.decode("AddressBook", bytes(data))
        ok += back == drop_empty(book)
        legacy = old.decode("AddressBook", data)
        old_ok += all("avatar" not in p and "balance" not in p for p in legacy["people"])
        if b == 0:
            print("\n".join(codec.text("Person", book["people"][1])))
    errors = {}
    sample = bytes(codec.encode("AddressBook", {"people": [rand_person(rng, 1)], "owner": "x"}))
    for cut in range(1, len(sample), 7):
        try:
            codec.decode("AddressBook", sample[:cut])
        except (DecodeError, UnicodeDecodeError) as e:
            key = str(e).split(": ", 1)[-1] if isinstance(e, DecodeError) else "utf8"
            errors[key] = errors.get(key, 0) + 1
    print(f"books={books} bytes={total} crc={crc:08x} roundtrip={ok} legacy={old_ok}")
    print("truncation errors:", sorted(errors.items()))


if __name__ == "__main__":
    main()  # test: main(books=3, people=6)
