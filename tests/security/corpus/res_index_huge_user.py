# corpus: resource
# technique: index huge user
class C:
    def __index__(self):
        return 10 ** 1000
x = [0] * C()
