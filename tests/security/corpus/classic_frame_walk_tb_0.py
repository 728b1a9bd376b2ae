# corpus: escape
# technique: frame walk tb
results = []
try:
    try:
        1 / 0
    except Exception as e:
        e.__traceback__.tb_frame.f_globals
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        1 / 0
    except Exception as e:
        e.__traceback__.tb_frame.f_back.f_builtins['__import__']('os')
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    try:
        1 / 0
    except Exception as e:
        e.with_traceback(None).__traceback__.tb_next
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
print(results)
