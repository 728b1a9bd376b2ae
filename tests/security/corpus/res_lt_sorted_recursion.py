# corpus: resource
# technique: lt sorted recursion
class K:
    def __lt__(s, o):
        return sorted([s, o])[0] is s
sorted([K(), K()])
