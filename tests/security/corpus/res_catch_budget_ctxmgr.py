# corpus: resource
# technique: catch budget ctxmgr
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True
with CM():
    while True:
        pass
print('ESCAPED suppressed by __exit__')
