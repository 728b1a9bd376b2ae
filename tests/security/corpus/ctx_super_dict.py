# corpus: escape
# technique: super().__dict__ inside a method
class B:
    pass


class K(B):
    def probe(self):
        try:
            return super().__dict__
        except Exception as e:
            print(type(e).__name__)


v = K().probe()
if v is not None:
    print('ESCAPED', type(v).__name__)
try:
    v = super(K, K()).__dict__
    print('ESCAPED', type(v).__name__)
except Exception as e:
    print(type(e).__name__)
