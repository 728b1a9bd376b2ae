# corpus: resource
# technique: regex compile nested
import re
re.compile('(' * 10000 + 'a' + ')' * 10000)
