# corpus: escape
# technique: super().__subclasses__ inside a method
class B:
    pass


class K(B):
    def probe(self):
        try:
            return super().__subclasses__
        except Exception as e:
            print(type(e).__name__)


v = K().probe()
if v is not None:
    print('ESCAPED', type(v).__name__)
try:
    v = super(K, K()).__subclasses__
    print('ESCAPED', type(v).__name__)
except Exception as e:
    print(type(e).__name__)
