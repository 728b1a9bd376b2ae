# corpus: resource
# technique: lambda recursion
f = lambda: f()
f()
