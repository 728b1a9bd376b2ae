# conform20: binary-operator chains are walked left to right by the symbol table (the walrus
# errors are in tests/syntax/walrus_chain_left_first*.py); nested scopes in chains still work.
f = lambda: 1
g = lambda: 2
print(f() + g() * f() - (lambda: 3)() + (lambda: 4)())
x = 0
for k in range(50):
    x = x + k - 1 + k * 2
print(x)
