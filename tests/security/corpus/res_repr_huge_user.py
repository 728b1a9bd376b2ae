# corpus: resource
# technique: repr huge user
class C:
    def __repr__(self):
        return 'x' * 10 ** 8
repr([C()])
