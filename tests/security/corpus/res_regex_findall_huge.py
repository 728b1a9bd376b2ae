# corpus: resource
# technique: regex findall huge
import re
x = re.findall('a*', 'a' * 10 ** 7)
