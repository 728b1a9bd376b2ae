# Format specs with a non-ASCII or unprintable type: CPython's 'Unknown format code '\\xe9'' and
# grouping messages; a space sign on a str is 'Space not allowed'.
for v in [1, 1.5, 'a', True, 10**20, 1j]:
    for s in ['é', 'q', '5é', '>10é', 'ÿ', '€', ',é', '.2é', 'Ā', '\x01', ' ', '#', '0', '%%', 'xx']:
        try: print(repr(format(v, s)))
        except Exception as e: print(type(e).__name__, e)
for v in [1, 1.5, 'a', 1j, 10**20, True]:
    for s in [',x', '_x', ',b', ',c', ',n', '_n', ',s', ',%', ',d', ',,', '_,', ' ', ' c', '+c', 'é<5', 'é^7', '€>4d', ',e', '_g', '\x7f', '~', ' 5', '  5']:
        try: print(repr(format(v, s)))
        except Exception as e: print(type(e).__name__, e)
