# corpus: resource
# technique: regex backtrack alt
import re
re.match('(a|aa)+$', 'a' * 60 + 'b')
