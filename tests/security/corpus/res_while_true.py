# corpus: resource
# technique: while true
while True:
    pass
