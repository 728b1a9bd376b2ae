# corpus: resource
# technique: catch budget bare
try:
    while True:
        pass
except:
    print('ESCAPED caught the budget')
