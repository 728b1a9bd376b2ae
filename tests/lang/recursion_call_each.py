# A key function or map() function that recurses without end, called in np_call_each's loop,
# raises RecursionError, which the caller catches; the loop still works afterwards.
def down(n):
    return down(n + 1)


for run in (lambda: sorted([1, 2], key=down), lambda: sum(map(down, [1])),
            lambda: max([1, 2], key=down), lambda: list(filter(down, [1]))):
    try:
        run()
    except RecursionError:
        print("RecursionError")
print(sorted([3, 1, 2], key=lambda v: -v), sum(map(lambda v: v, range(5))))
