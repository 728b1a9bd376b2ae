# hello.py - the smallest Nearly program.
name = "world"
print(f"Hello, {name}!")
