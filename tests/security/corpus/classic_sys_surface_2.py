# corpus: escape
# technique: sys surface
results = []
try:
    import sys
    sys.stdout.buffer.raw
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.stdout.__class__.__init__.__globals__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys.exit.__self__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import sys
    sys._write
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
