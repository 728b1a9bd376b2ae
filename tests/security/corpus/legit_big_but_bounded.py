# corpus: legit
# technique: big but bounded
print(len(str(2 ** 10000)), len("ab" * 100000), sum(range(100000)), len([0] * 100000))
print(format(1, "50"), "x".ljust(20, "."), "a".zfill(10), 10 ** 50 % 97)
s = "".join(str(i % 10) for i in range(10000))
print(len(s), s.count("7"), s[:12])
