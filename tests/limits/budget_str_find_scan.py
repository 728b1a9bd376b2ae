# args: --budget 20000000
# str.find/index/rfind and bytes.find with a start index charge the budget for the text they
# pass over, not for the whole object, so a loop scanning a long text line by line pays for it
# once. Charged for the whole str per call, this scan needs ~5 billion units.
s = ('x' * 99 + '\n') * 40000 + 'é' * 3 + '\n' + ('y' * 50 + 'é\n') * 20000
n = i = 0
while True:
    j = s.find('\n', i)
    if j < 0:
        break
    n += 1
    i = j + 1
print(n, i, len(s))
k = len(s)
m = 0
while k > 0:
    k = s.rfind('\n', 0, k - 1) if k > 1 else -1
    if k < 0:
        break
    m += 1
print(m)
i = 0
for _ in range(30000):
    i = s.index('x\n', i) + 2
print(i)
b = s.encode()
n = i = 0
while (j := b.find(b'\n', i)) >= 0:
    n += 1
    i = j + 1
print(n, i, len(b))
n = i = 0
while (j := b.rfind(b'\n', 0, len(b) - i)) >= 0:
    n += 1
    i = len(b) - j
print(n)
print(s.startswith('y', 4000004), s.count('é', 4000000), s.find('zz', 4000000))
