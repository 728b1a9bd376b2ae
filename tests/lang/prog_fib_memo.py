# Fibonacci with a dict memo, iteration, and a few other memoized recurrences.
memo = {0: 0, 1: 1}
def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print([fib(i) for i in range(20)])
print(fib(100), fib(300))
print(len(memo))
def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(all(fib(i) == fib_iter(i) for i in range(300)))
grid_memo = {}
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    key = (r, c)
    if key not in grid_memo:
        grid_memo[key] = paths(r - 1, c) + paths(r, c - 1)
    return grid_memo[key]
print(paths(2, 2), paths(10, 10), paths(16, 16))
coin_memo = {}
def ways(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    key = (amount, len(coins))
    if key not in coin_memo:
        coin_memo[key] = ways(amount - coins[0], coins) + ways(amount, coins[1:])
    return coin_memo[key]
print(ways(100, [50, 25, 10, 5, 1]), ways(300, [200, 100, 50, 20, 10, 5, 2, 1]))
def lcs(a, b):
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a)):
        for j in range(len(b)):
            table[i + 1][j + 1] = table[i][j] + 1 if a[i] == b[j] else max(table[i][j + 1], table[i + 1][j])
    return table[-1][-1]
print(lcs("AGGTAB", "GXTXAYB"), lcs("kitten", "sitting"), lcs("", "abc"))
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"), edit_distance("abc", "abc"))
