# corpus: resource
# technique: json bomb dict
import json
json.loads('{"a":' * 50000 + '1' + '}' * 50000)
