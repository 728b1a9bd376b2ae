# Benchmark (held-out style, after typical agent code): JSON document tooling over nested
# dicts and lists. Documents are generated, deep-merged, flattened to dotted paths and back,
# diffed into RFC 6902-style patch operations (add/remove/replace with JSON pointers), the
# patches applied to a deep copy and checked, and the results serialized with json.dumps
# (sort_keys, separators) and parsed again with json.loads.
import copy
import json
import random

FIELDS = ["name", "email", "age", "active", "tags", "address", "scores", "meta", "roles", "prefs"]


def make_doc(rng, depth=0):
    doc = {}
    for key in rng.sample(FIELDS, rng.randint(4, 8)):
        roll = rng.random()
        if depth < 2 and roll < 0.25:
            doc[key] = make_doc(rng, depth + 1)
        elif roll < 0.45:
            doc[key] = [rng.randint(0, 99) for _ in range(rng.randint(0, 5))]
        elif roll < 0.6:
            doc[key] = rng.choice([True, False, None])
        elif roll < 0.8:
            doc[key] = f"{key}-{rng.randint(0, 999)}"
        else:
            doc[key] = round(rng.uniform(-50, 50), 3)
    return doc


def mutate(rng, doc):
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 4)):
        target = doc
        while True:
            dicts = [k for k, v in target.items() if isinstance(v, dict)]
            if dicts and rng.random() < 0.5:
                target = target[rng.choice(dicts)]
            else:
                break
        keys = list(target)
        action = rng.random()
        if action < 0.3 and keys:
            del target[rng.choice(keys)]
        elif action < 0.6:
            target[rng.choice(FIELDS)] = rng.randint(0, 1000)
        elif keys:
            k = rng.choice(keys)
            if isinstance(target[k], list):
                target[k].append(rng.randint(0, 9))
            else:
                target[k] = f"changed-{rng.randint(0, 99)}"
    return doc


def deep_merge(base, overlay):
    out = dict(base)
    for key, value in overlay.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def flatten(doc, prefix=""):
    flat = {}
    for key, value in doc.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and value:
            flat.update(flatten(value, path))
        else:
            flat[path] = value
    return flat


def unflatten(flat):
    doc = {}
    for path, value in flat.items():
        parts = path.split(".")
        node = doc
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return doc


def escape(token):
    return str(token).replace("~", "~0").replace("/", "~1")


def diff(old, new, path=""):
    ops = []
    if isinstance(old, dict) and isinstance(new, dict):
        for key in old.keys() - new.keys():
            ops.append({"op": "remove", "path": f"{path}/{escape(key)}"})
        for key in sorted(new):
            sub = f"{path}/{escape(key)}"
            if key not in old:
                ops.append({"op": "add", "path": sub, "value": new[key]})
            else:
                ops.extend(diff(old[key], new[key], sub))
    elif isinstance(old, list) and isinstance(new, list) and len(old) <= len(new) and new[:len(old)] == old:
        for i in range(len(old), len(new)):
            ops.append({"op": "add", "path": f"{path}/{i}", "value": new[i]})
    elif old != new or type(old) is not type(new):
        ops.append({"op": "replace", "path": path, "value": new})
    ops.sort(key=lambda op: (op["op"] != "remove", op["path"]))
    return ops


def parse_pointer(pointer):
    if pointer == "":
        return []
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]


def apply_patch(doc, ops):
    doc = copy.deepcopy(doc)
    for op in ops:
        parts = parse_pointer(op["path"])
        if not parts:
            doc = copy.deepcopy(op["value"])
            continue
        parent = doc
        for part in parts[:-1]:
            parent = parent[int(part)] if isinstance(parent, list) else parent[part]
        last = parts[-1]
        if isinstance(parent, list):
            idx = int(last)
            if op["op"] == "add":
                parent.insert(idx, op["value"])
            elif op["op"] == "remove":
                del parent[idx]
            else:
                parent[idx] = op["value"]
        elif op["op"] == "remove":
            del parent[last]
        else:
            parent[last] = op["value"]
    return doc


def main(n_docs=1400):
    rng = random.Random(4242)
    docs = [make_doc(rng) for _ in range(n_docs)]
    op_counts = {"add": 0, "remove": 0, "replace": 0}
    ok = 0
    total_bytes = 0
    merged = {}
    for i, doc in enumerate(docs):
        new = mutate(rng, doc)
        ops = diff(doc, new)
        for op in ops:
            op_counts[op["op"]] += 1
        patched = apply_patch(doc, ops)
        ok += patched == new
        text = json.dumps(patched, sort_keys=True, separators=(",", ":"))
        total_bytes += len(text)
        assert json.loads(text) == patched
        flat = flatten(new)
        again = unflatten(flat)
        ok += again == {k: v for k, v in new.items() if v != {}} or any(v == {} for v in flatten(new).values())
        merged = deep_merge(merged, new)
        if i < 3:
            print(f"doc {i}: {len(ops)} ops")
            for op in ops[:4]:
                print("  ", json.dumps(op, sort_keys=True))
    print("op counts:", op_counts)
    print("checks ok:", ok, "of", 2 * n_docs)
    print("serialized bytes:", total_bytes)
    flat = flatten(merged)
    print("merged keys:", len(flat))
    for path in sorted(flat)[:8]:
        print(f"  {path:<28} {json.dumps(flat[path])}")
    print(json.dumps(merged, indent=2, sort_keys=True)[:300])


if __name__ == "__main__":
    main()  # test: main(n_docs=20)
