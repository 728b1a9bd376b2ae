# complex() with more than two positional arguments names complex(), as python3.11 does.
for args in [(1, 2, 3), (1.0, 2.0, 3.0, 4.0), ("1", 2, 3)]:
    try:
        complex(*args)
    except TypeError as e:
        print(type(e).__name__, e)
print(complex(1, 2), complex(), complex(1.5, -2.0))
