# A subscript failing as the right operand of a product inside a sum.
# stderr: full
nums = [1, 2, 3]
result = nums[0] + nums[1] * nums[5]
