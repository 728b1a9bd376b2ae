# corpus: resource
# technique: json bomb big
import json
x = json.loads('[' + ','.join(['"' + 'a' * 1000 + '"'] * 100000) + ']')
