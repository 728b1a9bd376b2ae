# args: --policy small_budget.policy --budget 100000000
# A command-line limit overrides the policy's: this loop needs far more than 100k units.
total = 0
for i in range(300000):
    total += i
print(total)
