# b[i] of bytes and bytearray read in the interpreter loop: negative and literal indexes, a
# bytearray that grows and shrinks between reads, out-of-range and non-int errors.
data = bytes(range(250, 256)) + b"abc"
ba = bytearray(b"xyz")
i = 2
print(data[i], data[-1], data[0], data[-9], ba[i], ba[-3], ba[0])
total = 0
for k in range(len(data)):
    total = total * 7 + data[k] + data[-k - 1]
print(total)
ba.append(200)
print(ba[3], ba[-1])
del ba[:2]
print(ba[0], ba[-1], len(ba))
for obj, idx in [(data, 9), (data, -10), (ba, 5), (ba, -6), (b"", 0), (data, 2**70)]:
    try:
        print(obj[idx])
    except IndexError as e:
        print("IndexError", e)
for obj in (data, ba):
    try:
        obj["1"]
    except TypeError as e:
        print("TypeError", e)

print(b"\xff"[0], bytearray(b"\x00")[-1])
