# corpus: resource
# technique: budget in exit
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        while True:
            pass
with CM():
    1 / 0
