# corpus: resource
# technique: eq count recursion
class C:
    def __eq__(self, o):
        return [1].count(self) > 0
C() == C()
