# corpus: resource
# technique: eq recursion
class R:
    def __eq__(self, o):
        return self == o
R() == R()
