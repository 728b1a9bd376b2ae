# corpus: resource
# technique: budget in repr of error
class E(Exception):
    def __str__(self):
        while True:
            pass
raise E()
