# corpus: resource
# technique: range sum
print(sum(range(10 ** 12)))
