# corpus: resource
# technique: index recursion
class R:
    def __index__(self):
        return [0][self]
[0][R()]
