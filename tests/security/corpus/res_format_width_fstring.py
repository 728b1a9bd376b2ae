# corpus: resource
# technique: format width fstring
w = 10 ** 9
x = f'{1:{w}}'
