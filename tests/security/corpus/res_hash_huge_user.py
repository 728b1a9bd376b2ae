# corpus: resource
# technique: hash huge user
class C:
    def __hash__(self):
        return 10 ** 1000
print(hash(C()) == hash(C()))
