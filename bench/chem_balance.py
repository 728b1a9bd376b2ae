# Benchmark (held-out style, after typical agent code): a chemistry helper. Formulas with nested
# groups and hydrates ("CuSO4*5H2O", "Ca3(PO4)2") are parsed by a recursive-descent parser over
# re tokens into Counters; molar masses come from a periodic-table dict; reactions are balanced
# by Gaussian elimination over Fractions (the null space of the element matrix, scaled to the
# smallest integers by lcm/gcd); stoichiometry and limiting reagents are computed and formatted.
import math
import re
from collections import Counter
from fractions import Fraction
from functools import reduce

MASSES = {
    "H": 1.008, "He": 4.0026, "Li": 6.94, "C": 12.011, "N": 14.007, "O": 15.999, "F": 18.998,
    "Na": 22.99, "Mg": 24.305, "Al": 26.982, "Si": 28.085, "P": 30.974, "S": 32.06, "Cl": 35.45,
    "K": 39.098, "Ca": 40.078, "Cr": 51.996, "Mn": 54.938, "Fe": 55.845, "Cu": 63.546,
    "Zn": 65.38, "Br": 79.904, "Ag": 107.87, "I": 126.9, "Ba": 137.33, "Pb": 207.2,
}

TOKEN = re.compile(r"([A-Z][a-z]?)|(\d+)|([(\[])|([)\]])|(\*)|(\s+)")


class FormulaError(ValueError):
    pass


class Parser:
    def __init__(self, text):
        self.text = text
        self.tokens = []
        pos = 0
        while pos < len(text):
            m = TOKEN.match(text, pos)
            if not m:
                raise FormulaError(f"unexpected {text[pos]!r} at {pos} in {text!r}")
            if not m.group(6):
                self.tokens.append((m.lastindex, m.group(m.lastindex)))
            pos = m.end()
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else (None, None)

    def take(self):
        tok = self.peek()
        self.i += 1
        return tok

    def number(self):
        kind, val = self.peek()
        if kind == 2:
            self.i += 1
            return int(val)
        return 1

    def group(self):
        total = Counter()
        while True:
            kind, val = self.peek()
            if kind == 1:
                self.take()
                if val not in MASSES:
                    raise FormulaError(f"unknown element {val!r}")
                total[val] += self.number()
            elif kind == 3:
                self.take()
                inner = self.group()
                k2, _ = self.take()
                if k2 != 4:
                    raise FormulaError(f"unbalanced bracket in {self.text!r}")
                n = self.number()
                for el, c in inner.items():
                    total[el] += c * n
            else:
                return total

    def formula(self):
        total = self.group()
        while self.peek()[0] == 5:
            self.take()
            n = self.number()
            part = self.group()
            for el, c in part.items():
                total[el] += c * n
        if self.i != len(self.tokens):
            raise FormulaError(f"trailing input in {self.text!r}")
        return total


def parse(formula):
    return Parser(formula).formula()


def molar_mass(formula):
    return sum(MASSES[el] * n for el, n in parse(formula).items())


def null_space_vector(matrix):
    rows = [[Fraction(x) for x in r] for r in matrix]
    n_rows, n_cols = len(rows), len(rows[0])
    pivots = []
    r = 0
    for c in range(n_cols):
        pr = next((i for i in range(r, n_rows) if rows[i][c] != 0), None)
        if pr is None:
            continue
        rows[r], rows[pr] = rows[pr], rows[r]
        pv = rows[r][c]
        rows[r] = [x / pv for x in rows[r]]
        for i in range(n_rows):
            if i != r and rows[i][c] != 0:
                f = rows[i][c]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        pivots.append(c)
        r += 1
        if r == n_rows:
            break
    free = [c for c in range(n_cols) if c not in pivots]
    if not free:
        raise ValueError("no solution")
    fc = free[0]
    vec = [Fraction(0)] * n_cols
    vec[fc] = Fraction(1)
    for i, pc in enumerate(pivots):
        vec[pc] = -rows[i][fc]
    lcm = reduce(lambda a, b: a * b // math.gcd(a, b), (v.denominator for v in vec), 1)
    ints = [int(v * lcm) for v in vec]
    g = reduce(math.gcd, ints)
    ints = [x // g for x in ints]
    if any(x < 0 for x in ints):
        ints = [-x for x in ints]
    return ints


class Reaction:
    def __init__(self, text):
        left, right = (side.strip() for side in text.split("->"))
        self.reactants = [s.strip() for s in left.split(" + ")]
        self.products = [s.strip() for s in right.split(" + ")]
        self.species = self.reactants + self.products
        comps = [parse(s) for s in self.species]
        elements = sorted(set().union(*comps))
        nr = len(self.reactants)
        matrix = [[c.get(el, 0) * (1 if j < nr else -1) for j, c in enumerate(comps)] for el in elements]
        self.coeffs = null_space_vector(matrix)
        for el in elements:
            lhs = sum(k * c.get(el, 0) for k, c in zip(self.coeffs[:nr], comps))
            rhs = sum(k * c.get(el, 0) for k, c in zip(self.coeffs[nr:], comps[nr:]))
            assert lhs == rhs, (text, el)

    def __str__(self):
        fmt = lambda k, s: s if k == 1 else f"{k}{s}"
        nr = len(self.reactants)
        return (" + ".join(fmt(k, s) for k, s in zip(self.coeffs, self.reactants)) + " -> "
                + " + ".join(fmt(k, s) for k, s in zip(self.coeffs[nr:], self.products)))

    def limiting(self, grams):
        moles = {s: g / molar_mass(s) for s, g in grams.items()}
        ratio = {s: moles[s] / k for s, k in zip(self.reactants, self.coeffs)}
        lim = min(ratio, key=ratio.get)
        extent = ratio[lim]
        nr = len(self.reactants)
        yields = {p: extent * k * molar_mass(p) for p, k in zip(self.products, self.coeffs[nr:])}
        return lim, yields


REACTIONS = [
    "H2 + O2 -> H2O",
    "C3H8 + O2 -> CO2 + H2O",
    "Fe2O3 + CO -> Fe + CO2",
    "Al + O2 -> Al2O3",
    "KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2",
    "Ca3(PO4)2 + SiO2 + C -> CaSiO3 + P4 + CO",
    "C6H12O6 + O2 -> CO2 + H2O",
    "Cu + HNO3 -> Cu(NO3)2 + NO + H2O",
    "K4[Fe(CN)6] + KMnO4 + H2SO4 -> KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O",
    "Pb(N3)2 + Cr(MnO4)2 -> Cr2O3 + MnO2 + Pb3O4 + NO",
    "CuSO4*5H2O -> CuSO4 + H2O",
    "NaHCO3 -> Na2CO3 + CO2 + H2O",
]


def main(rounds=20):
    checksum = 0
    for rnd in range(rounds):
        for text in REACTIONS:
            rx = Reaction(text)
            checksum = (checksum * 7 + sum(rx.coeffs)) % 1000003
            if rnd == 0:
                print(f"{str(rx):70s} coeffs={rx.coeffs}")
    print("checksum", checksum)
    for f in ("H2O", "CuSO4*5H2O", "Ca3(PO4)2", "K4[Fe(CN)6]", "C6H12O6", "Pb(N3)2"):
        comp = parse(f)
        print(f"{f:12s} M={molar_mass(f):9.3f} g/mol  " + " ".join(f"{el}{n}" for el, n in sorted(comp.items())))
    rx = Reaction("C3H8 + O2 -> CO2 + H2O")
    lim, yields = rx.limiting({"C3H8": 44.0, "O2": 100.0})
    print("limiting:", lim, {k: round(v, 3) for k, v in yields.items()})
    for bad in ("H2Xx", "Ca(OH", "H2O$"):
        try:
            parse(bad)
        except FormulaError as e:
            print("error:", e)


if __name__ == "__main__":
    main()  # test: main(rounds=1)
