# A user __add__ raising: ~~~~^~~~~ anchors under the operation in the caller.
# stderr: full
class V:
    def __add__(self, o):
        raise TypeError("no add")
x = V() + V()
