# corpus: resource
# technique: exception self args
e = ValueError(1)
e.args = (e,)
repr(e)
