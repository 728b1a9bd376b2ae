# A subscript inside an f-string replacement field.
# stderr: full
nums = [1, 2]
print(f"{nums[3]}")
