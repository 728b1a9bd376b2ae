# corpus: escape
# technique: __thisclass__ read by a decorator
seen = []


def deco(fn):
    try:
        seen.append(fn.__thisclass__)
    except Exception as e:
        print(type(e).__name__)
    return fn


@deco
def target(x=[1]):
    return x


@deco
class Target:
    pass


for v in seen:
    if v is not None:
        print('ESCAPED', type(v).__name__)
print(target())
