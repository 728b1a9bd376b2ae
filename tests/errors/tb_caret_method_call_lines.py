# A method call whose name is on the next line: that line and carets from the name.
# stderr: full
class A:
    def go(self, x):
        return 1 / x
a = A()
r = (a
     .go(0))
