# FizzBuzz three ways.
for i in range(1, 31):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
print(" ".join("Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or str(i) for i in range(1, 21)))
def fizzbuzz(n, rules=((3, "Fizz"), (5, "Buzz"), (7, "Bazz"))):
    out = []
    for i in range(1, n + 1):
        s = ""
        for d, word in rules:
            if i % d == 0:
                s += word
        out.append(s or str(i))
    return out
res = fizzbuzz(105)
print(res[-1], res.count("Fizz"), res.count("FizzBuzz"), res.count("Bazz"), len(res))
