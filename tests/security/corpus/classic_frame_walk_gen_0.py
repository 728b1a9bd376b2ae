# corpus: escape
# technique: frame walk gen
results = []
try:
    g = (x for x in [1])
    g.gi_frame.f_back.f_globals
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    g = (x for x in [1])
    g.gi_frame.f_builtins['open']
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    g = (x for x in [1])
    g.gi_code.co_consts
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
