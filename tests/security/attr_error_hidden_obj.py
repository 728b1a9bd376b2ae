# cpython: skip
# The object an AttributeError keeps for the uncaught report's "Did you mean" (hidden keys on
# the exception) is unreachable from the script: not as e.obj, e.name, nor by the hidden key,
# through getattr, vars-like reads or format fields.
class C:
    pass


def probe():
    return C().zz


try:
    probe()
except AttributeError as e:
    for n in ["__np_attr_obj__", "__np_attr_name__", "obj", "name"]:
        try:
            print("reached", n, getattr(e, n))
        except AttributeError:
            print("no", n)
    try:
        print("reached", "{0.__np_attr_obj__}".format(e))
    except AttributeError:
        print("no format")
