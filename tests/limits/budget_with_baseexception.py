# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Neither `except BaseException`, a bare except, nor a suppressing __exit__ stops BudgetExceeded.
class Suppress:
    def __enter__(self):
        return self
    def __exit__(self, *args):
        print("exit called: wrong")
        return True
def spin():
    try:
        try:
            with Suppress():
                while True:
                    pass
        except:
            print("bare except: wrong")
    except BaseException:
        print("BaseException: wrong")
spin()
print("after: wrong")
