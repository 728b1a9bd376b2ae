# An imaginary literal is the builtin complex even where a global or local named complex
# shadows the name (the literal loads it under a name no global can take).
complex = 5
print(complex, 2j, 1 + 3j, type(4j).__name__)


def f():
    complex = 'local'
    return complex, -1j


print(f())
