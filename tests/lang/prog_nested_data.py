# JSON-like nested data traversal without imports: paths, flattening, pretty printing.
doc = {
    "name": "store",
    "open": True,
    "rating": 4.5,
    "tags": ["food", "local", None],
    "address": {"street": "1 Main St", "zip": "12345", "geo": {"lat": 52.5, "lon": 13.4}},
    "items": [
        {"id": 1, "name": "apple", "price": 0.5, "stock": 100},
        {"id": 2, "name": "bread", "price": 2.25, "stock": 0},
        {"id": 3, "name": "cheese", "price": 7.0, "stock": 12, "tags": ["dairy"]},
    ],
}
def walk(node, path=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, path + "." + k if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node
for p, v in walk(doc):
    print(p, "=", repr(v))
def to_json(node, indent=0):
    pad = "  " * indent
    if isinstance(node, dict):
        if not node:
            return "{}"
        inner = [f'{pad}  "{k}": {to_json(v, indent + 1)}' for k, v in node.items()]
        return "{\n" + ",\n".join(inner) + "\n" + pad + "}"
    if isinstance(node, list):
        return "[" + ", ".join(to_json(v, indent) for v in node) + "]"
    if node is None:
        return "null"
    if node is True or node is False:
        return "true" if node else "false"
    if isinstance(node, str):
        return '"' + node + '"'
    return str(node)
print(to_json(doc))
def get_path(node, path):
    for part in path:
        node = node[part]
    return node
print(get_path(doc, ["address", "geo", "lat"]), get_path(doc, ["items", 2, "tags", 0]))
in_stock = [it["name"] for it in doc["items"] if it["stock"] > 0]
value = sum(it["price"] * it["stock"] for it in doc["items"])
print(in_stock, value)
def depth(node):
    if isinstance(node, dict):
        return 1 + max((depth(v) for v in node.values()), default=0)
    if isinstance(node, list):
        return 1 + max((depth(v) for v in node), default=0)
    return 0
print(depth(doc), depth({}), depth([[[]]]))
def count_types(node, acc):
    acc[type(node).__name__] = acc.get(type(node).__name__, 0) + 1
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    for c in children:
        count_types(c, acc)
    return acc
print(sorted(count_types(doc, {}).items()))
