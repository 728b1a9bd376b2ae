# corpus: resource
# technique: print flood args
# args: --budget 2000000
args = ['y' * 1000] * 1000
while True:
    print(*args, sep='')
