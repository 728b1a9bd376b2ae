import random
import copy

random.seed(2024)
N = 8
board = [[1 if random.random() < 0.35 else 0 for _ in range(N)] for _ in range(N)]

def step(b):
    nb = copy.deepcopy(b)
    for r in range(N):
        for c in range(N):
            n = sum(b[(r + dr) % N][(c + dc) % N] for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
            nb[r][c] = 1 if n == 3 or (b[r][c] and n == 2) else 0
    return nb

def show(b):
    return "\n".join("".join("#" if x else "." for x in row) for row in b)

print(show(board))
seen = {}
for gen in range(30):
    key = tuple(map(tuple, board))
    if key in seen:
        print("cycle at", gen, "from", seen[key])
        break
    seen[key] = gen
    board = step(board)
print(sum(map(sum, board)))
print(show(board))
