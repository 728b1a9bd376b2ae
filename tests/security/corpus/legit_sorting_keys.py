# corpus: legit
# technique: sorting keys
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(sorted(pairs), sorted(pairs, key=lambda p: (-p[0], p[1])), min(pairs), max(pairs))
