# corpus: resource
# technique: str contains loop
x = 'a' * 10 ** 6
for i in range(10 ** 6):
    x in x
