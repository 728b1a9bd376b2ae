# corpus: resource
# technique: json default recursion
import json
def d(o):
    return json.dumps(o, default=d)
json.dumps(object(), default=d)
