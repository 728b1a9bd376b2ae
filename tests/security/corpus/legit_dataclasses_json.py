# corpus: legit
# technique: dataclasses json
import dataclasses
import json


@dataclasses.dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = dataclasses.field(default_factory=list)


it = Item("a", 2, ["x"])
print(it, dataclasses.asdict(it), it == Item("a", 2, ["x"]))
print(json.dumps(dataclasses.asdict(it), sort_keys=True))
print(json.dumps({"s": {1, 2}}, default=sorted), json.loads('{"a": [1, 2.5, null]}'))
print([f.name for f in dataclasses.fields(Item)], dataclasses.replace(it, qty=5).qty)
