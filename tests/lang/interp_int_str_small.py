# Small ints to decimal strs (vm/np_int.c small_to_str): one digit, negatives, the int64 ends,
# in str(), f-strings, %d and joins.
vals = [0, 7, 9, 10, -1, -9, -10, 99, 100, 12345678901234, 9223372036854775807,
        -9223372036854775807 - 1, 2 ** 64, -(2 ** 70)]
print([str(v) for v in vals])
print([f"{v}|{v + 1}" for v in vals[:6]])
print("".join(str(i) for i in range(12)), "%d-%s" % (-42, 5), str(True), str(False))
print(len(str(10 ** 30)), str(-7)[0], str(5) + str(5))
