# corpus: resource
# technique: json indent huge
import json
x = json.dumps([1] * 1000, indent=10 ** 6)
