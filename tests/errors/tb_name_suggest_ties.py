# The weighted distance CPython 3.11 uses for "Did you mean": a change of case costs 1 and any
# other edit 2; of two candidates at the same distance the first one (in dict order) wins.
ab_Cx = 1
AB_cd = 2
ab_cd = 3
aB_cD = 4
print(Ab_cd)
