# corpus: resource
# technique: regex backtrack nested
import re
re.search('(x+x+)+y', 'x' * 5000)
