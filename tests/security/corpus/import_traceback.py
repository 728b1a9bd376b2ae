# corpus: escape
# technique: import traceback: only its pure part, nothing host-touching
import traceback
try:
    1 / 0
except ZeroDivisionError as e:
    print(traceback.format_exception_only(e))
    print(traceback.extract_tb(e.__traceback__)[0].lineno)
results = []
try:
    import traceback as m
    m.sys
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.walk_tb
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.walk_stack
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.linecache
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m._tb_frames
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m._stack_frames
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m._format_exception
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.__builtins__
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.__loader__
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.__spec__
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.__file__
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.tb_frame
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.f_globals
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.currentframe
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import sys
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import walk_tb
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import walk_stack
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import linecache
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import _tb_frames
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import _stack_frames
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import _format_exception
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import __builtins__
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import __loader__
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import __spec__
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import __file__
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import tb_frame
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import f_globals
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    from traceback import currentframe
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    import traceback as m
    m.system('touch pwned.txt')
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
print(results)
