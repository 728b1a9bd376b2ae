# Benchmark (held-out style, after Norvig's sudoku solver): constraint propagation with sets
# and dicts of str keys plus depth-first search. Measures set difference/discard, dict copies,
# str concatenation for keys, all()/any() over generators and recursion.
ROWS = "ABCDEFGHI"
COLS = "123456789"


def cross(a, b):
    return [x + y for x in a for y in b]


SQUARES = cross(ROWS, COLS)
UNITLIST = ([cross(ROWS, c) for c in COLS] + [cross(r, COLS) for r in ROWS]
            + [cross(rs, cs) for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")])
UNITS = {s: [u for u in UNITLIST if s in u] for s in SQUARES}
PEERS = {s: set(sum(UNITS[s], [])) - {s} for s in SQUARES}


def assign(values, s, d):
    others = values[s].replace(d, "")
    if all(eliminate(values, s, d2) for d2 in others):
        return values
    return False


def eliminate(values, s, d):
    if d not in values[s]:
        return values
    values[s] = values[s].replace(d, "")
    if len(values[s]) == 0:
        return False
    if len(values[s]) == 1:
        d2 = values[s]
        if not all(eliminate(values, s2, d2) for s2 in PEERS[s]):
            return False
    for u in UNITS[s]:
        places = [sq for sq in u if d in values[sq]]
        if len(places) == 0:
            return False
        if len(places) == 1:
            if not assign(values, places[0], d):
                return False
    return values


def parse_grid(grid):
    values = {s: COLS for s in SQUARES}
    chars = [c for c in grid if c in COLS or c in "0."]
    for s, d in zip(SQUARES, chars):
        if d in COLS and not assign(values, s, d):
            return False
    return values


def search(values):
    if values is False:
        return False
    if all(len(values[s]) == 1 for s in SQUARES):
        return values
    n, s = min((len(values[s]), s) for s in SQUARES if len(values[s]) > 1)
    for d in values[s]:
        result = search(assign(values.copy(), s, d))
        if result:
            return result
    return False


PUZZLES = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "200080300060070084030500209000105408000000000402706000301007040720040060004010003",
]


def main():
    for rnd in range(10):
        for p in PUZZLES:
            sol = search(parse_grid(p))
            if rnd < 9:
                continue
            line = "".join(sol[s] for s in SQUARES)
            ok = all(set(sol[s] for s in u) == set(COLS) for u in UNITLIST)
            print(line[:27], line[27:54], line[54:], ok)


main()
