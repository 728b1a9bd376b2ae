# corpus: resource
# technique: regex backtrack
import re
re.match('(a+)+$', 'a' * 40 + 'b')
