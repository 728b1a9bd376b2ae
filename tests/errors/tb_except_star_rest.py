# An except* clause handles part of a group; the rest escapes uncaught (the group's box on stderr).
# stderr: full
def load(paths):
    errors = []
    for p in paths:
        try:
            if p.endswith(".bad"):
                raise ValueError(f"cannot parse {p}")
            if not p:
                raise KeyError("empty path")
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("load failed", errors)
try:
    load(["a.bad", "", "b.txt"])
except* KeyError as e:
    print("skipped", len(e.exceptions))
