# corpus: legit
# technique: string methods
s = "Hello, World"
print(s.lower(), s.upper(), s.swapcase(), s.title(), s.split(", "), s.partition(","))
print(s.replace("l", "L", 2), s.find("o"), s.rfind("o"), s.center(20, "*"), s[::-1])
print(",".join(["a", "b"]), "  x ".strip(), "a\tb".expandtabs(4), s.startswith(("He", "x")))
