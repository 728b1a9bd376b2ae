# Benchmark (held-out style, after the benchmarks game "binary-trees"): allocation of many
# short-lived small objects. Measures recursive tuple building, recursive traversal, and
# the collector freeing garbage; a second pass uses a small class with __slots__-free nodes.
def make_tree(depth):
    if depth == 0:
        return (None, None)
    depth -= 1
    return (make_tree(depth), make_tree(depth))


def check_tree(node):
    left, right = node
    if left is None:
        return 1
    return 1 + check_tree(left) + check_tree(right)


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make_obj(depth):
    if depth == 0:
        return Node(None, None)
    return Node(make_obj(depth - 1), make_obj(depth - 1))


def check_obj(node):
    if node.left is None:
        return 1
    return 1 + check_obj(node.left) + check_obj(node.right)


def main(max_depth):
    min_depth = 4
    out = []
    stretch = max_depth + 1
    out.append("stretch tree of depth %d\t check: %d" % (stretch, check_tree(make_tree(stretch))))
    long_lived = make_tree(max_depth)
    for d in range(min_depth, max_depth + 1, 2):
        iters = 2 ** (max_depth - d + min_depth)
        check = 0
        for i in range(iters):
            check += check_tree(make_tree(d))
        out.append("%d\t trees of depth %d\t check: %d" % (iters, d, check))
    out.append("long lived tree of depth %d\t check: %d" % (max_depth, check_tree(long_lived)))
    total = 0
    for i in range(40):
        total += check_obj(make_obj(9))
    out.append("objects: %d" % total)
    return out


print("\n".join(main(13)))
