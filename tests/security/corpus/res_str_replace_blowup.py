# corpus: resource
# technique: str replace blowup
s = 'a' * 10000
for i in range(10):
    s = s.replace('a', 'aa' * 50)
