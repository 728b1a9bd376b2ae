# An uncaught ValueError raised from another exception (explicit chaining).
# stderr: full
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise ValueError("could not parse config value " + repr(text)) from e
print(parse("12"))
print(parse("twelve"))
