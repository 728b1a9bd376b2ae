# A while test comparing with a literal that is no small-int immediate loads the literal once
# before the loop (compiler/np_compile.c hoist_test_constant): both copies of the rotated test
# must read it, nested loops keep their own, and an else clause or break still works.
def count(limit_hit):
    i = 0
    while i < 100000:
        i += 7
        j = 0.0
        while j <= 2.5:
            j += 0.5
        if i > 99990 and limit_hit:
            break
    else:
        return i, j, "else"
    return i, j, "break"

print(count(False), count(True))

words = ["a", "b", "end", "c"]
k = 0
w = words[0]
while w != "end":
    k += 1
    w = words[k]
print(k, w)

big = 0
while big < 10 ** 20:
    big = big * 10 + 9
print(big)

n = 0
while n < 1000 and n != 500:
    n += 1
print(n)
