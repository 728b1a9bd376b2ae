import copy
from dataclasses import dataclass, field
from typing import Dict, List


@dataclass
class Layer:
    name: str
    params: Dict[str, float] = field(default_factory=dict)


@dataclass
class Model:
    layers: List[Layer] = field(default_factory=list)
    meta: Dict[str, List[str]] = field(default_factory=lambda: {"tags": []})


base = Model([Layer("dense", {"units": 64}), Layer("dropout", {"rate": 0.5})])
shallow = copy.copy(base)
deep = copy.deepcopy(base)

base.layers[0].params["units"] = 128
base.meta["tags"].append("v1")
base.layers.append(Layer("out"))

print(shallow.layers[0].params, len(shallow.layers), shallow.meta)
print(deep.layers[0].params, len(deep.layers), deep.meta)
print(deep == base, deep.layers[1] == base.layers[1])

nested = {"a": [1, [2, 3]], "b": {"c": (4, [5])}}
dc = copy.deepcopy(nested)
dc["a"][1].append(99)
dc["b"]["c"][1].append(6)
print(nested)
print(dc)

shared = [1, 2]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)

cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, len(cc))


class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []

    def __repr__(self):
        return f"Node({self.val}, {self.children})"


tree = Node(1, [Node(2), Node(3, [Node(4)])])
t2 = copy.deepcopy(tree)
t2.children[1].children[0].val = 40
print(tree)
print(t2)
