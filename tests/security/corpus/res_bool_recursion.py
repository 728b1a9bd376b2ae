# corpus: resource
# technique: bool recursion
class R:
    def __bool__(self):
        return bool(self)
if R():
    pass
