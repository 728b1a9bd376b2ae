# corpus: escape
# technique: dataclasses walk
results = []
try:
    import dataclasses
    @dataclasses.dataclass
    class P:
        x: int = 1
    dataclasses.fields(P)[0].__class__.__init__.__globals__
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import dataclasses
    @dataclasses.dataclass
    class P:
        x: int = 1
    P.__dataclass_fields__['x'].__dict__
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import dataclasses
    @dataclasses.dataclass
    class P:
        x: int = 1
    P.__init__.__globals__
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import dataclasses
    dataclasses.sys
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
print(results)
