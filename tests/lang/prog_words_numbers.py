# Number formatting helpers: numbers to English words, base conversion, digit sums, calendar math.
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " hundred" + (" and " + words(n % 100) if n % 100 else "")
    for size, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")):
        if n >= size:
            rest = n % size
            return words(n // size) + " " + name + ((", " if rest >= 100 else " and ") + words(rest) if rest else "")
for n in [0, 7, 13, 20, 42, 99, 100, 101, 342, 1000, 1001, 12345, 1000000, 987654321]:
    print(n, words(n))
print(sum(len(words(i).replace(" ", "").replace("-", "")) for i in range(1, 1001)))
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = ""
    while n:
        out = digits[n % b] + out
        n //= b
    return sign + out
print([to_base(255, b) for b in (2, 8, 16, 36)], to_base(-42, 7), int(to_base(10 ** 20, 36), 36) == 10 ** 20)
print(sum(int(d) for d in str(2 ** 1000)), sum(int(d) for d in str(100 ** 50 - 1)))
f = 1
for i in range(2, 101):
    f *= i
print(sum(int(d) for d in str(f)), len(str(f)), str(f).count("0"))
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def day_of_week(y, m, d):
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d) % 7
NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
for date in [(2000, 1, 1), (1969, 7, 20), (2024, 2, 29), (1900, 3, 1)]:
    print(date, NAMES[day_of_week(*date)], is_leap(date[0]))
print(sum(1 for y in range(1901, 2001) for m in range(1, 13) if day_of_week(y, m, 1) == 0))
print([y for y in range(1896, 1920) if is_leap(y)])
