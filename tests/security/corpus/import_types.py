# corpus: escape
# technique: import types: only its pure part, nothing host-touching
import types
print(types.SimpleNamespace(a=1), types.MappingProxyType({'k': 2}))
results = []
try:
    import types as m
    m.FunctionType
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.LambdaType
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.CodeType
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.FrameType
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.TracebackType
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.ModuleType
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.MethodType
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.BuiltinFunctionType
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.BuiltinMethodType
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.CellType
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.MethodWrapperType
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.WrapperDescriptorType
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.MethodDescriptorType
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.ClassMethodDescriptorType
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.GetSetDescriptorType
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.MemberDescriptorType
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.CoroutineType
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.AsyncGeneratorType
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.new_class
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.prepare_class
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.resolve_bases
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.coroutine
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.DynamicClassAttribute
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.system
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.path
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.sys
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.__builtins__
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.__loader__
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.__spec__
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.__file__
    print('ESCAPED step 29')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import FunctionType
    print('ESCAPED step 30')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import LambdaType
    print('ESCAPED step 31')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import CodeType
    print('ESCAPED step 32')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import FrameType
    print('ESCAPED step 33')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import TracebackType
    print('ESCAPED step 34')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import ModuleType
    print('ESCAPED step 35')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import MethodType
    print('ESCAPED step 36')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import BuiltinFunctionType
    print('ESCAPED step 37')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import BuiltinMethodType
    print('ESCAPED step 38')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import CellType
    print('ESCAPED step 39')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import MethodWrapperType
    print('ESCAPED step 40')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import WrapperDescriptorType
    print('ESCAPED step 41')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import MethodDescriptorType
    print('ESCAPED step 42')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import ClassMethodDescriptorType
    print('ESCAPED step 43')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import GetSetDescriptorType
    print('ESCAPED step 44')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import MemberDescriptorType
    print('ESCAPED step 45')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import CoroutineType
    print('ESCAPED step 46')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import AsyncGeneratorType
    print('ESCAPED step 47')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import new_class
    print('ESCAPED step 48')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import prepare_class
    print('ESCAPED step 49')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import resolve_bases
    print('ESCAPED step 50')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import coroutine
    print('ESCAPED step 51')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import DynamicClassAttribute
    print('ESCAPED step 52')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import system
    print('ESCAPED step 53')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import path
    print('ESCAPED step 54')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import sys
    print('ESCAPED step 55')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import __builtins__
    print('ESCAPED step 56')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import __loader__
    print('ESCAPED step 57')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import __spec__
    print('ESCAPED step 58')
except Exception as e:
    results.append(type(e).__name__)
try:
    from types import __file__
    print('ESCAPED step 59')
except Exception as e:
    results.append(type(e).__name__)
try:
    import types as m
    m.system('touch pwned.txt')
    print('ESCAPED step 60')
except Exception as e:
    results.append(type(e).__name__)
print(results)
