# corpus: resource
# technique: iter recursion
class R:
    def __iter__(self):
        return iter(self)
list(R())
