from collections import ChainMap, defaultdict, Counter
import json

defaults = {"theme": "light", "lang": "en", "size": 12}
user = {"theme": "dark"}
cli = {"size": 14}
settings = ChainMap(cli, user, defaults)
print(settings["theme"], settings["lang"], settings["size"])
print(dict(settings), len(settings), sorted(settings))
settings["lang"] = "fr"
print(cli, defaults["lang"])
child = settings.new_child({"theme": "solarized"})
print(child["theme"], child.parents["theme"])
print("size" in settings, settings.get("missing", "n/a"))

tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
print(json.dumps(t, sort_keys=True))

nested_counts = defaultdict(Counter)
for word in "the cat sat on the mat the end".split():
    nested_counts[word[0]][word] += 1
print({k: dict(v) for k, v in sorted(nested_counts.items())})
dd = defaultdict(int)
for ch in "hello":
    dd[ch] += 1
print(dd)
print(dict(dd), dd["zz"], len(dd))
