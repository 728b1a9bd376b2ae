# corpus: resource
# technique: hash recursion
class R:
    def __hash__(self):
        return hash(self)
{R()}
