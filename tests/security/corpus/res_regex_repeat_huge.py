# corpus: resource
# technique: regex repeat huge
import re
re.compile('a{1000000}{1000000}')
