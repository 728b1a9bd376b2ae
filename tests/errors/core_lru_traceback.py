# An exception raised inside an lru_cache miss that the interpreter runs as a frame of the
# stderr: full
# calling loop: the traceback has the caller's line and each cached function's frame.
import functools


@functools.lru_cache(maxsize=None)
def walk(n):
    if n == 0:
        return {}["missing"]
    return walk(n - 1) + 1


def main():
    print(walk.cache_info())
    return walk(3)


main()
