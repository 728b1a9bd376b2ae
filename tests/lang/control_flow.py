# if/elif/else, while/else, for/else, break, continue, nested loops, pass.
for n in [-5, 0, 3, 10, 100]:
    if n < 0:
        print(n, "negative")
    elif n == 0:
        print(n, "zero")
    elif n < 10:
        print(n, "small")
    else:
        print(n, "large")
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    print("while", i)
else:
    print("while finished normally")
i = 0
while True:
    i += 1
    if i > 3:
        break
print("broke at", i)
while i < 100:
    if i == 10:
        break
    i += 1
else:
    print("not printed")
print("i =", i)
for x in range(10):
    if x == 7:
        print("found 7")
        break
else:
    print("no 7")
for x in range(5):
    if x == 7:
        break
else:
    print("loop ended without break")
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if i + j == 3:
            break
        print(i, j)
for i in range(4):
    pass
print("after pass", i)
for x in []:
    print("never")
else:
    print("empty for else")
count = 0
for a in range(1, 20):
    for b in range(a, 20):
        for c in range(b, 20):
            if a * a + b * b == c * c:
                count += 1
                print("triple", a, b, c)
print(count)
x = 5
y = "big" if x > 3 else "small"
print(y, "yes" if [] else "no", 1 if 0 else 2 if 0 else 3)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps", steps)
for i, c in enumerate("abc", start=1):
    print(i, c, end=" ")
print()
