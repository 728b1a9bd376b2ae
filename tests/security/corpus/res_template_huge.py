# corpus: resource
# technique: template huge
import string
x = string.Template('${x}' * 10 ** 6).substitute(x='y' * 100)
