# split/rsplit with a positional maxsplit (np_lib_str.c do_split binds it without
# np_args_bind) and the errors of the bound path.
print("a,b,c".rsplit(",", 1), "a b  c".split(None, 1), "a,b".split(",", -1), "a,b,c".split(",", True))
print("k=v=w".split("=", 0), " x  y ".rsplit(None, 1), "a,b".split(",", maxsplit=0))
for args in ((",", 1.5), (1, 1), (",", 1, 2), (",", "1")):
    try:
        "a,b".split(*args)
    except TypeError as e:
        print("TypeError", e)
