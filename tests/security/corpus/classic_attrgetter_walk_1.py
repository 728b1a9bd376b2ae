# corpus: escape
# technique: attrgetter walk
results = []
try:
    import operator
    operator.attrgetter('gi_frame.f_back')(x for x in [])
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
print(results)
