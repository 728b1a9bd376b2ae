# corpus: escape
# technique: forbidden builtins
results = []
try:
    file('x')
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    raw_input()
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    unicode
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    apply(len, [[]])
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
