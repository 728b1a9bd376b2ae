# corpus: resource
# technique: print flood
# args: --budget 2000000
s = 'x' * 10000
while True:
    print(s)
