# An uncaught TypeError from adding a str and an int.
# stderr: full
count = 3
print("count is " + str(count))
print("count is " + count)
