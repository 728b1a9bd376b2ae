# corpus: resource
# technique: json dumps cycle
import json
x = []
x.append(x)
json.dumps(x)
