# corpus: resource
# technique: parser bomb, elif chain
x = 1
if x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
elif x == 0:
    pass
print(x)
