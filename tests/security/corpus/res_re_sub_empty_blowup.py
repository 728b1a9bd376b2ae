# corpus: resource
# technique: re sub empty blowup
import re
x = re.sub('', 'x' * 10 ** 6, 'a' * 1000)
