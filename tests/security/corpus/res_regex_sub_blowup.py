# corpus: resource
# technique: regex sub blowup
import re
s = 'a'
for i in range(64):
    s = re.sub('a', 'aa', s)
