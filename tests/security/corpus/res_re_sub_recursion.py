# corpus: resource
# technique: re sub recursion
import re
def r(m):
    return re.sub('a', r, 'a')
re.sub('a', r, 'a')
