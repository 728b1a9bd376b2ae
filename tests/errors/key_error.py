# An uncaught KeyError with a string key.
# stderr: full
prices = {"apple": 1, "pear": 2}
for fruit in ["apple", "pear", "plum"]:
    print(fruit, prices[fruit])
