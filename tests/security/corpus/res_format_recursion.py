# corpus: resource
# technique: format recursion
class R:
    def __format__(self, s):
        return format(self, s)
f'{R()}'
