# corpus: resource
# technique: json bomb nested
import json
json.loads('[' * 100000 + ']' * 100000)
