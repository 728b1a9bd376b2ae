# A class whose __len__ is a staticmethod or classmethod: truth tests and len() stay right
# across collections (the memo of truth tests must not keep the fresh trampoline
# np_lookup_special makes for these).
class S:
    @staticmethod
    def __len__():
        return 3

class C:
    @classmethod
    def __len__(cls):
        return len(cls.__name__)

class Z:
    @staticmethod
    def __len__():
        return 0

def churn(n):
    keep = []
    for i in range(n):
        keep.append((i, str(i), [i] * 3, {i: i}))
        if len(keep) > 200:
            keep = []
    return len(keep)

total = 0
for rnd in range(30):
    for obj in (S(), C(), Z()):
        total += bool(obj) + len(obj)
        churn(3000)
        total += bool(obj) + len(obj)
    if rnd % 10 == 0:
        print(rnd, total, bool(S()), bool(Z()), len(C()))
print(total)
