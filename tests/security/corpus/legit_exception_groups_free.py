# corpus: legit
# technique: exception groups free
errors = []
for v in ["1", "x", "2", None]:
    try:
        errors.append(int(v))
    except (ValueError, TypeError) as e:
        errors.append(type(e).__name__)
print(errors)
try:
    raise RuntimeError("outer")
except RuntimeError as e:
    try:
        raise ValueError("inner")
    except ValueError as e2:
        print(type(e2.__context__).__name__, e2.__context__)
