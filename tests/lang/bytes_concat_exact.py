# bytes + bytes of two exact bytes (np_binop's direct concatenation) and the operands that still
# take the general path: bytearray on either side, empty operands, and the TypeErrors of other
# types (bytes cannot be subclassed in Nearly Python).
payload = b"tree 1\tabc\n" * 3
data = "commit".encode() + b" " + str(len(payload)).encode() + b"\0" + payload
print(data, len(data), type(data).__name__)
print(b"" + b"", b"a" + b"", b"" + b"b", (b"x" * 3) + b"y")
print(b"ab" + bytearray(b"cd"), bytearray(b"ab") + b"cd", type(b"" + bytearray()).__name__)


for a, b in ((b"x", "y"), ("y", b"x"), (b"x", 1), (b"x", [1]), (b"x", None)):
    try:
        print(a + b)
    except TypeError as e:
        print("TypeError:", e)
acc = b""
for i in range(50):
    acc = acc + bytes([i % 256])
print(len(acc), acc[:5], acc[-3:])
