# An uncaught TypeError from adding a str and an int.
count = 3
print("count is " + str(count))
print("count is " + count)
