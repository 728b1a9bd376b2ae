# corpus: resource
# technique: lt recursion sort
class R:
    def __lt__(self, o):
        return self < o
sorted([R(), R()])
