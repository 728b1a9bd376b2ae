# corpus: resource
# technique: contains recursion
class R:
    def __contains__(self, x):
        return x in self
1 in R()
