# A user __getitem__ raising KeyError: anchors in the caller, carets in the method.
# stderr: full
class Grid:
    def __getitem__(self, k):
        return self.cells[k]
    def __init__(self):
        self.cells = {}
g = Grid()
v = g[1, 2] + 1
