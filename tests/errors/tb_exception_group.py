# An uncaught ExceptionGroup of errors caught in a loop: the group's box on stderr.
# stderr: full
def check(v):
    if v < 0:
        raise ValueError(f"negative: {v}")
    if v == 0:
        raise ZeroDivisionError("zero")
def validate(vals):
    errors = []
    for v in vals:
        try:
            check(v)
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("validation failed", errors)
try:
validate([-1, 0])
