# corpus: resource
# technique: json indent str huge
import json
x = json.dumps([[1] * 100] * 100, indent=' ' * 10 ** 5)
