# Benchmark (held-out style, after typical agent code): a sparse matrix class stored as a dict
# of dicts (row -> {col: value}). Supports __add__, __mul__ by a scalar, __matmul__ with another
# matrix or a dense vector (list), transpose, __getitem__/__setitem__ with (i, j) tuples, __eq__,
# and iteration over nonzeros. Used for PageRank by power iteration on a generated link graph,
# a Jacobi solve of a diagonally dominant system, and powers of an adjacency matrix counting walks.
import random
from collections import defaultdict


class SparseMatrix:
    def __init__(self, nrows, ncols, data=None):
        self.nrows = nrows
        self.ncols = ncols
        self.rows = defaultdict(dict)
        if data:
            for (i, j), v in data.items():
                self[i, j] = v

    def __getitem__(self, key):
        i, j = key
        row = self.rows.get(i)
        if row is None:
            return 0
        return row.get(j, 0)

    def __setitem__(self, key, value):
        i, j = key
        if not (0 <= i < self.nrows and 0 <= j < self.ncols):
            raise IndexError(f"index {key} out of range for {self.nrows}x{self.ncols}")
        if value == 0:
            row = self.rows.get(i)
            if row is not None and j in row:
                del row[j]
                if not row:
                    del self.rows[i]
        else:
            self.rows[i][j] = value

    def nnz(self):
        return sum(len(r) for r in self.rows.values())

    def items(self):
        for i in sorted(self.rows):
            row = self.rows[i]
            for j in sorted(row):
                yield (i, j), row[j]

    def transpose(self):
        t = SparseMatrix(self.ncols, self.nrows)
        for i, row in self.rows.items():
            for j, v in row.items():
                t.rows[j][i] = v
        return t

    def __add__(self, other):
        if (self.nrows, self.ncols) != (other.nrows, other.ncols):
            raise ValueError("shape mismatch")
        out = SparseMatrix(self.nrows, self.ncols)
        for i, row in self.rows.items():
            out.rows[i] = dict(row)
        for i, row in other.rows.items():
            for j, v in row.items():
                out[i, j] = out[i, j] + v
        return out

    def __mul__(self, k):
        out = SparseMatrix(self.nrows, self.ncols)
        if k != 0:
            for i, row in self.rows.items():
                out.rows[i] = {j: v * k for j, v in row.items()}
        return out

    __rmul__ = __mul__

    def __matmul__(self, other):
        if isinstance(other, list):
            if len(other) != self.ncols:
                raise ValueError("vector length mismatch")
            result = [0.0] * self.nrows
            for i, row in self.rows.items():
                result[i] = sum(v * other[j] for j, v in row.items())
            return result
        if self.ncols != other.nrows:
            raise ValueError("shape mismatch")
        out = SparseMatrix(self.nrows, other.ncols)
        for i, row in self.rows.items():
            acc = {}
            for k, a in row.items():
                orow = other.rows.get(k)
                if not orow:
                    continue
                for j, b in orow.items():
                    acc[j] = acc.get(j, 0) + a * b
            acc = {j: v for j, v in acc.items() if v != 0}
            if acc:
                out.rows[i] = acc
        return out

    def __eq__(self, other):
        if not isinstance(other, SparseMatrix):
            return NotImplemented
        return (self.nrows, self.ncols) == (other.nrows, other.ncols) and \
            dict(self.items()) == dict(other.items())

    def __repr__(self):
        return f"SparseMatrix({self.nrows}x{self.ncols}, nnz={self.nnz()})"


def link_graph(n, rng):
    links = {}
    for page in range(n):
        outdeg = rng.randint(1, 6)
        targets = set()
        while len(targets) < outdeg:
            t = int(rng.paretovariate(1.2)) % n if rng.random() < 0.5 else rng.randrange(n)
            if t != page:
                targets.add(t)
        links[page] = sorted(targets)
    return links


def pagerank(links, n, damping=0.85, tol=1e-10, max_iter=100):
    m = SparseMatrix(n, n)
    for src, targets in links.items():
        w = 1.0 / len(targets)
        for dst in targets:
            m[dst, src] = w
    rank = [1.0 / n] * n
    for it in range(max_iter):
        spread = m @ rank
        new = [(1 - damping) / n + damping * s for s in spread]
        delta = sum(abs(a - b) for a, b in zip(new, rank))
        rank = new
        if delta < tol:
            break
    return rank, it + 1


def jacobi(a, b, iters):
    n = a.nrows
    x = [0.0] * n
    diag = [a[i, i] for i in range(n)]
    off = a + SparseMatrix(n, n, {(i, i): -diag[i] for i in range(n)})
    for _ in range(iters):
        ax = off @ x
        x = [(b[i] - ax[i]) / diag[i] for i in range(n)]
    return x


def main(n=6000, walks_n=100):
    rng = random.Random(7)
    links = link_graph(n, rng)
    rank, iters = pagerank(links, n)
    top = sorted(range(n), key=lambda p: -rank[p])[:5]
    print(f"pagerank converged in {iters} iterations, sum={sum(rank):.6f}")
    for p in top:
        print(f"  page {p:4d}  rank {rank[p]:.6f}  in-links {sum(p in t for t in links.values())}")

    size = n // 2
    a = SparseMatrix(size, size)
    for i in range(size):
        for _ in range(3):
            j = rng.randrange(size)
            if j != i:
                a[i, j] = a[i, j] + rng.uniform(-1, 1)
        a[i, i] = 8.0 + rng.random()
    truth = [rng.uniform(-5, 5) for _ in range(size)]
    b = a @ truth
    x = jacobi(a, b, 40)
    err = max(abs(u - v) for u, v in zip(x, truth))
    print(f"jacobi {a}: max error {err:.2e}")

    adj = SparseMatrix(walks_n, walks_n)
    for i in range(walks_n):
        for d in (1, 2, 7):
            adj[i, (i + d) % walks_n] = 1
    p = adj
    for k in range(2, 7):
        p = p @ adj
        print(f"walks of length {k}: total {sum(v for _, v in p.items())}, nnz {p.nnz()}")
    t = adj.transpose()
    sym = adj + t
    print("symmetric:", sym == sym.transpose(), "adj symmetric:", adj == t)
    print("scaled trace:", sum((2 * sym)[i, i] for i in range(walks_n)))
    try:
        adj @ SparseMatrix(3, 3)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()  # test: main(n=150, walks_n=20)
