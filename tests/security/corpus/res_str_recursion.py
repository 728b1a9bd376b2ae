# corpus: resource
# technique: str recursion
class R:
    def __str__(self):
        return str(self)
print(R())
