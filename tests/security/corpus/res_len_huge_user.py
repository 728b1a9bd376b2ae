# corpus: resource
# technique: len huge user
class C:
    def __len__(self):
        return 10 ** 100
len(C())
