# corpus: resource
# technique: catch memory ctxmgr
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True
with CM():
    x = '9' * 10 ** 10
print('ESCAPED suppressed by __exit__')
