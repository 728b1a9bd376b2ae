# corpus: escape
# technique: super().gi_frame inside a method
class B:
    pass


class K(B):
    def probe(self):
        try:
            return super().gi_frame
        except Exception as e:
            print(type(e).__name__)


v = K().probe()
if v is not None:
    print('ESCAPED', type(v).__name__)
try:
    v = super(K, K()).gi_frame
    print('ESCAPED', type(v).__name__)
except Exception as e:
    print(type(e).__name__)
