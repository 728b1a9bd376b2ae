# A method chain over several lines: the missing method is reported on its own line.
# stderr: full
data = " a,b "
result = (data
          .strip()
          .split(",")
          .nothing())
