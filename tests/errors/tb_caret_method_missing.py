# A missing method: carets under obj.name, not the whole call.
# stderr: full
obj = object()
obj.method(1, 2)
