# corpus: resource
# technique: catch budget nested finally
def f():
    try:
        while True:
            pass
    finally:
        return 'ESCAPED finally returned'
print(f())
