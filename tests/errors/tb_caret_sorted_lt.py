# A user __lt__ failing inside sorted(): the call's carets, then the method's.
# stderr: full
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.w
print(sorted([A(1), A(2)]))
