# corpus: resource
# technique: catch budget finally loop
try:
    while True:
        pass
finally:
    while True:
        pass
