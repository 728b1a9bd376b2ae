# A comprehension reading an enclosing local by value (compiler/np_compexpr.c compile_comp):
# an exception inside it still shows the <listcomp> frame, its line and carets.
# stderr: full
def scale(xs, d):
    return [x / d for x in xs]


def run():
    print(scale([1, 2], 2))
    scale([1, 2], 0)


run()
