# corpus: resource
# technique: init recursion
class R:
    def __init__(self):
        R()
R()
