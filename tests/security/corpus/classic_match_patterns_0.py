# corpus: escape
# technique: match patterns
results = []
try:
    match 1:
        case int(__class__=c):
            c.__base__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    match (lambda: 0):
        case object(__globals__=g):
            pass
        case _:
            raise ValueError('no match')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    match print:
        case object(__self__=s):
            pass
        case _:
            raise ValueError('no match')
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    class P:
        __match_args__ = ('__dict__',)
    match P():
        case P(d):
            pass
        case _:
            raise ValueError('no match')
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
