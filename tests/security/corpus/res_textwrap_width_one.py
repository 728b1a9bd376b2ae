# corpus: resource
# technique: textwrap width one
import textwrap
x = textwrap.fill('a ' * 10 ** 6, width=1)
