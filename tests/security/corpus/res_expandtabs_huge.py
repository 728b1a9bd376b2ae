# corpus: resource
# technique: expandtabs huge
x = ('\t' * 1000).expandtabs(10 ** 7)
