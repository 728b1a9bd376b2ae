# corpus: resource
# technique: len recursion
class R:
    def __len__(self):
        return len(self)
len(R())
