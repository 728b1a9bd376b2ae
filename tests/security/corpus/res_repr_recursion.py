# corpus: resource
# technique: repr recursion
class R:
    def __repr__(self):
        return repr(self)
repr(R())
