# An uncaught NameError for a JSON-style constant: CPython 3.11 suggests the Python constant,
# which its builtins dict holds (Nearly's compiler treats None/False/True as constants only).
settings = {"debug": False, "verbose": True}
if settings["debug"] is not None:
    settings["retries"] = 3
print(settings)
settings["fast"] = true
