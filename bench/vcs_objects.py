# Benchmark (held-out style, after typical agent code): a tiny content-addressed version
# control system. Blobs, trees and commits are serialized to bytes and stored under their
# sha1 (hashlib); a working tree (dict of path -> text) is committed as nested trees; a seeded
# "developer" edits files on branches; the log walks parents, merge bases come from BFS over
# ancestors, tree diffs recurse on changed subtrees only, a line diff (LCS by dynamic
# programming on short files) reports churn, and a three-way merge combines branches per file.
import hashlib
import random
from collections import deque


class Store:
    def __init__(self):
        self.objects = {}

    def put(self, kind, payload):
        data = kind.encode() + b" " + str(len(payload)).encode() + b"\0" + payload
        oid = hashlib.sha1(data).hexdigest()
        self.objects.setdefault(oid, data)
        return oid

    def get(self, oid):
        data = self.objects[oid]
        head, _, payload = data.partition(b"\0")
        kind, _, size = head.partition(b" ")
        assert int(size) == len(payload)
        return kind.decode(), payload

    def blob(self, text):
        return self.put("blob", text.encode("utf-8"))

    def tree(self, entries):
        body = "".join(f"{mode} {name}\t{oid}\n" for name, (mode, oid) in sorted(entries.items()))
        return self.put("tree", body.encode())

    def read_tree(self, oid):
        kind, payload = self.get(oid)
        assert kind == "tree"
        out = {}
        for line in payload.decode().splitlines():
            meta, oid2 = line.split("\t")
            mode, name = meta.split(" ", 1)
            out[name] = (mode, oid2)
        return out

    def commit(self, tree, parents, message, author):
        lines = [f"tree {tree}"] + [f"parent {p}" for p in parents]
        lines += [f"author {author}", "", message]
        return self.put("commit", "\n".join(lines).encode())

    def read_commit(self, oid):
        _, payload = self.get(oid)
        head, _, message = payload.decode().partition("\n\n")
        info = {"parents": []}
        for line in head.splitlines():
            key, _, value = line.partition(" ")
            if key == "parent":
                info["parents"].append(value)
            else:
                info[key] = value
        info["message"] = message
        return info


def write_tree(store, files):
    root = {}
    for path, text in files.items():
        node = root
        *dirs, name = path.split("/")
        for d in dirs:
            node = node.setdefault(d + "/", {})
        node[name] = text

    def build(node):
        entries = {}
        for name, val in node.items():
            if isinstance(val, dict):
                entries[name.rstrip("/")] = ("40000", build(val))
            else:
                entries[name] = ("100644", store.blob(val))
        return store.tree(entries)

    return build(root)


def diff_trees(store, a, b, prefix=""):
    if a == b:
        return []
    ta = store.read_tree(a) if a else {}
    tb = store.read_tree(b) if b else {}
    changes = []
    for name in sorted(ta.keys() | tb.keys()):
        ea, eb = ta.get(name), tb.get(name)
        if ea == eb:
            continue
        path = prefix + name
        if (ea and ea[0] == "40000") or (eb and eb[0] == "40000"):
            changes += diff_trees(store, ea[1] if ea else None, eb[1] if eb else None, path + "/")
        elif ea is None:
            changes.append(("A", path))
        elif eb is None:
            changes.append(("D", path))
        else:
            changes.append(("M", path, ea[1], eb[1]))
    return changes


def lcs_churn(a, b):
    la, lb = a.splitlines(), b.splitlines()
    prev = [0] * (len(lb) + 1)
    for x in la:
        cur = [0]
        for j, y in enumerate(lb):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    common = prev[-1]
    return len(la) - common, len(lb) - common


def ancestors(store, oid):
    seen = {oid: 0}
    queue = deque([oid])
    while queue:
        c = queue.popleft()
        for p in store.read_commit(c)["parents"]:
            if p not in seen:
                seen[p] = seen[c] + 1
                queue.append(p)
    return seen


def merge_base(store, a, b):
    da, db = ancestors(store, a), ancestors(store, b)
    common = da.keys() & db.keys()
    return min(common, key=lambda c: (da[c] + db[c], c))


def merge3(base, ours, theirs):
    if ours == theirs or theirs == base:
        return ours, False
    if ours == base:
        return theirs, False
    bl, ol, tl = base.splitlines(), ours.splitlines(), theirs.splitlines()
    out, conflict = [], False
    for i in range(max(len(bl), len(ol), len(tl))):
        b = bl[i] if i < len(bl) else None
        o = ol[i] if i < len(ol) else None
        t = tl[i] if i < len(tl) else None
        if o == t or t == b:
            line = o
        elif o == b:
            line = t
        else:
            conflict = True
            line = f"<<<<<<< {o} ||| {t} >>>>>>>"
        if line is not None:
            out.append(line)
    return "\n".join(out), conflict


WORDS = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu".split()


def edit(rng, files):
    files = dict(files)
    for _ in range(rng.randint(1, 4)):
        path = rng.choice(sorted(files))
        lines = files[path].split("\n")
        op = rng.random()
        i = rng.randrange(len(lines))
        if op < 0.5:
            lines[i] = " ".join(rng.choices(WORDS, k=5))
        elif op < 0.8:
            lines.insert(i, "# " + rng.choice(WORDS))
        elif len(lines) > 3:
            del lines[i]
        files[path] = "\n".join(lines)
    if rng.random() < 0.1:
        files[f"src/mod{rng.randrange(100)}/new{len(files)}.py"] = "print('hi')\n"
    return files


def main(n_commits=600, n_files=120):
    rng = random.Random(99)
    store = Store()
    files = {}
    for i in range(n_files):
        path = f"src/mod{i % 7}/file{i}.py"
        files[path] = "\n".join(f"line {j} " + rng.choice(WORDS) for j in range(rng.randint(8, 30)))
    head = store.commit(write_tree(store, files), [], "initial", "dev0")
    branches = {"main": (head, files)}
    for n in range(n_commits):
        name = rng.choice(["main", "main", "feature", "bugfix"])
        oid, fs = branches.get(name, branches["main"])
        fs = edit(rng, fs)
        tree = write_tree(store, fs)
        oid = store.commit(tree, [oid], f"change {n} on {name}", f"dev{n % 5}")
        branches[name] = (oid, fs)
        if n % 40 == 39 and name != "main" and "main" in branches:
            ours, ofs = branches["main"]
            base = merge_base(store, ours, oid)
            bfs = {}
            _, base_tree_files = None, None
            conflicts = 0
            merged = {}
            base_files = branches["_snap"][1] if "_snap" in branches else {}
            for path in sorted(ofs.keys() | fs.keys()):
                text, c = merge3(base_files.get(path, ""), ofs.get(path, ""), fs.get(path, ""))
                merged[path] = text
                conflicts += c
            moid = store.commit(write_tree(store, merged), [ours, oid], f"merge {name}", "bot")
            branches["main"] = (moid, merged)
            branches["_snap"] = (moid, merged)
            print(f"merge {name} at {n}: base={base[:8]} conflicts={conflicts}")
    log = []
    oid = branches["main"][0]
    while True:
        info = store.read_commit(oid)
        log.append(info["message"])
        if not info["parents"]:
            break
        oid = info["parents"][0]
    print("log length", len(log), "head", log[:3], "objects", len(store.objects))
    kinds = {}
    for o in store.objects:
        k = store.get(o)[0]
        kinds[k] = kinds.get(k, 0) + 1
    print("kinds", sorted(kinds.items()))
    main_oid = branches["main"][0]
    first = store.read_commit(main_oid)
    churn_add = churn_del = 0
    for name in ("feature", "bugfix"):
        if name not in branches:
            continue
        other = store.read_commit(branches[name][0])
        changes = diff_trees(store, first["tree"], other["tree"])
        for ch in changes:
            if ch[0] == "M":
                d, a = lcs_churn(store.get(ch[2])[1].decode(), store.get(ch[3])[1].decode())
                churn_del += d
                churn_add += a
        print(name, "vs main:", len(changes), "changes", changes[:2] and [c[:2] for c in changes[:2]])
    print(f"churn +{churn_add} -{churn_del}")
    digest = hashlib.sha1("".join(sorted(store.objects)).encode()).hexdigest()
    print("store digest", digest)


if __name__ == "__main__":
    main()  # test: main(n_commits=45, n_files=10)
