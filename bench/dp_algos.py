# Benchmark (held-out style, after typical agent code): classic dynamic programming. Edit
# distance with an operations backtrace, longest common subsequence with reconstruction,
# 0/1 knapsack on a 2-D table and with a rolling 1-D row, longest increasing subsequence with
# bisect, coin change (ways and fewest coins), matrix-chain order and word break with
# functools.lru_cache. Inputs come from a seeded random.Random; results are checksummed.
import random
from bisect import bisect_left
from functools import lru_cache
from typing import List, Sequence, Tuple


def edit_distance(a: str, b: str) -> Tuple[int, List[str]]:
    rows, cols = len(a) + 1, len(b) + 1
    dp = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        dp[i][0] = i
    for j in range(cols):
        dp[0][j] = j
    for i in range(1, rows):
        for j in range(1, cols):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
    ops = []
    i, j = len(a), len(b)
    while i > 0 or j > 0:
        if i > 0 and j > 0 and dp[i][j] == dp[i - 1][j - 1] + (a[i - 1] != b[j - 1]):
            ops.append("keep" if a[i - 1] == b[j - 1] else f"sub {a[i - 1]}->{b[j - 1]}")
            i, j = i - 1, j - 1
        elif i > 0 and dp[i][j] == dp[i - 1][j] + 1:
            ops.append(f"del {a[i - 1]}")
            i -= 1
        else:
            ops.append(f"ins {b[j - 1]}")
            j -= 1
    ops.reverse()
    return dp[-1][-1], ops


def lcs(a: Sequence[str], b: Sequence[str]) -> str:
    n, m = len(a), len(b)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i, x in enumerate(a, 1):
        row, prev = table[i], table[i - 1]
        for j, y in enumerate(b, 1):
            if x == y:
                row[j] = prev[j - 1] + 1
            else:
                row[j] = max(prev[j], row[j - 1])
    out = []
    i, j = n, m
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif table[i - 1][j] >= table[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def knapsack_table(items: List[Tuple[int, int]], capacity: int) -> Tuple[int, List[int]]:
    n = len(items)
    best = [[0] * (capacity + 1) for _ in range(n + 1)]
    for idx, (weight, value) in enumerate(items, start=1):
        for cap in range(capacity + 1):
            best[idx][cap] = best[idx - 1][cap]
            if weight <= cap and best[idx - 1][cap - weight] + value > best[idx][cap]:
                best[idx][cap] = best[idx - 1][cap - weight] + value
    chosen = []
    cap = capacity
    for idx in range(n, 0, -1):
        if best[idx][cap] != best[idx - 1][cap]:
            chosen.append(idx - 1)
            cap -= items[idx - 1][0]
    return best[n][capacity], sorted(chosen)


def knapsack_rolling(items: List[Tuple[int, int]], capacity: int) -> int:
    row = [0] * (capacity + 1)
    for weight, value in items:
        for cap in range(capacity, weight - 1, -1):
            candidate = row[cap - weight] + value
            if candidate > row[cap]:
                row[cap] = candidate
    return row[capacity]


def longest_increasing(seq: List[int]) -> int:
    tails: List[int] = []
    for x in seq:
        pos = bisect_left(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)


def coin_change(coins: List[int], amount: int) -> Tuple[int, int]:
    ways = [1] + [0] * amount
    for coin in coins:
        for value in range(coin, amount + 1):
            ways[value] += ways[value - coin]
    inf = float("inf")
    fewest = [0] + [inf] * amount
    for value in range(1, amount + 1):
        fewest[value] = min((fewest[value - c] + 1 for c in coins if c <= value), default=inf)
    return ways[amount] % 1_000_000_007, (-1 if fewest[amount] == inf else int(fewest[amount]))


def matrix_chain(dims: List[int]) -> int:
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            cost[i][j] = min(
                cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                for k in range(i, j)
            )
    return cost[0][n - 1]


def word_break(text: str, words: frozenset) -> int:
    @lru_cache(maxsize=None)
    def count(start: int) -> int:
        if start == len(text):
            return 1
        return sum(count(end) for end in range(start + 1, min(len(text), start + 8) + 1)
                   if text[start:end] in words)
    return count(0)


def random_word(rng: random.Random, n: int, alphabet: str = "acgt") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def main() -> None:
    rng = random.Random(2024)
    checksum = 0
    op_kinds = {"keep": 0, "sub": 0, "del": 0, "ins": 0}
    for _ in range(110):  # test: for _ in range(3):
        a, b = random_word(rng, rng.randint(50, 90)), random_word(rng, rng.randint(50, 90))
        dist, ops = edit_distance(a, b)
        for op in ops:
            op_kinds[op.split()[0]] += 1
        common = lcs(a, b)
        checksum = (checksum * 131 + dist * 1000 + len(common)) % 1_000_000_007
    print("edit ops:", ", ".join(f"{k}={v}" for k, v in op_kinds.items()))

    items = [(rng.randint(1, 30), rng.randint(1, 100)) for _ in range(80)]
    value, chosen = knapsack_table(items, 900)  # test: value, chosen = knapsack_table(items, 90)
    assert value == knapsack_rolling(items, 900)  # test: assert value == knapsack_rolling(items, 90)
    print(f"knapsack value={value} items={len(chosen)} weight={sum(items[i][0] for i in chosen)}")

    seq = [rng.randrange(10_000) for _ in range(60_000)]  # test: seq = [rng.randrange(10_000) for _ in range(2_000)]
    print("lis:", longest_increasing(seq))

    ways, fewest = coin_change([1, 2, 5, 10, 20, 50, 100, 200], 6000)  # test: ways, fewest = coin_change([1, 2, 5, 10, 20, 50, 100, 200], 600)
    print(f"coins: ways={ways} fewest={fewest}")

    dims = [rng.randint(5, 60) for _ in range(70)]  # test: dims = [rng.randint(5, 60) for _ in range(15)]
    print("matrix chain:", matrix_chain(dims))

    vocabulary = frozenset(random_word(rng, rng.randint(1, 4), "ab") for _ in range(40))
    texts = [random_word(rng, 60, "ab") for _ in range(80)]  # test: texts = [random_word(rng, 60, "ab") for _ in range(5)]
    breaks = [word_break(t, vocabulary) for t in texts]
    print("word break:", sum(1 for b in breaks if b), max(breaks) % 1_000_003)
    print("checksum:", checksum)


if __name__ == "__main__":
    main()
