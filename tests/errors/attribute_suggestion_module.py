# An uncaught AttributeError of `obj.name` ends with CPython 3.11's "Did you mean" suggestion
# (candidates as dir(obj) lists them), or none when nothing is close.
class Config:
    def __init__(self):
        self.verbose = True
        self.timeout = 3
    def reload(self): pass
c = Config()
import math; math.sqr(2)
