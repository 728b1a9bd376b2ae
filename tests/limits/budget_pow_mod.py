# cpython: skip
# args: --budget 100000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# pow(b, e, m) charges one modular multiplication per bit of e before calling GMP (which cannot
# be interrupted): this ran for minutes past the budget and the timeout (escape corpus,
# res_pow_mod_big.py). Small ones still work, and the scans in res_list_count_loop.py,
# res_str_contains_loop.py, res_dict_eq_loop.py and res_math_lcm_many.py are charged likewise.
import math

print(pow(3, 200, 1000), pow(2, -1, 7), pow(10 ** 50, 10 ** 20, 10 ** 40 + 7) > 0)
x = list(range(1000))
print(x.count(5), x.index(999), "ab" in "xxab", {1: 2} == {1: 2}, {1} <= {1, 2}, math.lcm(4, 6))
y = pow(3, 10 ** 100000, 10 ** 100000 + 1)
print("computed: pow was not charged")
