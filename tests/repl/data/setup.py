# Run by `nearly repl -i` before the prompt (tests/repl/with_file.in).
def greet(name):
    return "hello " + name

print("setup ran")
counter = 41
