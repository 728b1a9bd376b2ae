# sys.exit() in a function, under a with-block and a try/except Exception that must not catch it.
import sys


class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print("exit", exc[0].__name__)
        return False


def main():
    try:
        with Ctx():
            sys.exit()
    except Exception:
        print("wrongly caught")


main()
print("not reached")
