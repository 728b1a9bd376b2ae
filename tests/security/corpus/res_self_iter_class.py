# corpus: resource
# technique: self iter class
class I:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
x = list(I())
