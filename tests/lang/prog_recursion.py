# Recursion: towers of Hanoi, permutations, combinations, subsets, n-queens, flood fill.
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
moves = []
hanoi(3, "A", "C", "B", moves)
print(len(moves), moves)
moves = []
hanoi(10, "A", "C", "B", moves)
print(len(moves), moves[:3], moves[-1])
def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    out = []
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([items[i]] + rest)
    return out
print(permutations([1, 2, 3]))
print(len(permutations(list(range(6)))), ["".join(p) for p in permutations(list("abc"))])
def combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    first, rest = items[0], items[1:]
    return [[first] + c for c in combinations(rest, k - 1)] + combinations(rest, k)
print(combinations([1, 2, 3, 4], 2), len(combinations(list(range(10)), 4)))
def subsets(items):
    if not items:
        return [[]]
    rest = subsets(items[1:])
    return rest + [[items[0]] + s for s in rest]
print(sorted(subsets([1, 2, 3])), len(subsets(list(range(10)))))
def queens(n):
    sols = []
    cols = []
    def place(row):
        if row == n:
            sols.append(cols[:])
            return
        for c in range(n):
            if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(cols)):
                cols.append(c)
                place(row + 1)
                cols.pop()
    place(0)
    return sols
print(len(queens(6)), queens(6)[0], len(queens(8)))
grid = [list(r) for r in ["..#....", ".##.##.", "....#..", "###.#.#", "..#...."]]
def fill(r, c):
    if r < 0 or c < 0 or r >= len(grid) or c >= len(grid[0]) or grid[r][c] != ".":
        return 0
    grid[r][c] = "o"
    return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1)
print(fill(0, 0))
for row in grid:
    print("".join(row))
def power_set_sum(nums, target, i=0):
    if target == 0:
        return 1
    if i == len(nums) or target < 0:
        return 0
    return power_set_sum(nums, target - nums[i], i + 1) + power_set_sum(nums, target, i + 1)
print(power_set_sum([3, 34, 4, 12, 5, 2], 9), power_set_sum(list(range(1, 16)), 30))
