# A key stored and deleted over and over (module-level `except E as e` does both each time) with
# other keys added in between: every insertion must still find a free index slot (a deleted
# entry's slot is never handed back, so the table is rebuilt in time; a lost empty slot made a
# lookup probe forever).
count = 0
for i in range(3000):
    try:
        1 / 0
    except ZeroDivisionError as e:
        count += 1
    if i % 100 == 0:
        globals_like = {}
d = {}
for i in range(5000):
    d["k"] = i
    del d["k"]
    d[i % 7] = i
    if i % 3 == 0:
        del d[i % 7]
print(count, sorted(d.items()))
