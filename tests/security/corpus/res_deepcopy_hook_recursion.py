# corpus: resource
# technique: deepcopy hook recursion
import copy
class C:
    def __deepcopy__(self, memo):
        return copy.deepcopy(self)
copy.deepcopy(C())
