# corpus: resource
# technique: getattr recursion
class R:
    def __getattr__(self, n):
        return getattr(self, n)
R().x
