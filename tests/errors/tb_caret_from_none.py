# raise ... from None hides the context.
# stderr: full
class E(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
def work():
    raise E(42)
try:
    work()
except E as e:
    raise RuntimeError("outer") from None
