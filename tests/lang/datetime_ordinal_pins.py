# date.fromordinal / toordinal and date arithmetic against python3.11 at every kind of calendar
# boundary: 400-year cycles, centuries (1700, 1800, 1900 not leap; 2000 leap), 4-year groups,
# 31 December of leap and common years, the ends of February, the first and last ordinals.
import datetime, random
random.seed(5)
D = datetime.date
ords = [1, 2, 365, 366, 367, 1460, 1461, 1462, 36524, 36525, 36526, 146096, 146097, 146098,
        3652058, 3652059]
for k in range(0, 25):
    base = k * 146097
    for off in (0, 1, 36523, 36524, 36525, 73048, 73049, 109572, 109573, 146095, 146096):
        if 1 <= base + off <= 3652059:
            ords.append(base + off)
for y in (1, 4, 100, 399, 400, 1600, 1700, 1800, 1900, 1999, 2000, 2001, 2023, 2024, 2100, 9999):
    for m, d in ((1, 1), (2, 28), (3, 1), (12, 31)):
        o = D(y, m, d).toordinal()
        ords += [o - 1, o, o + 1]
    if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0):
        ords.append(D(y, 2, 29).toordinal())
ords += [random.randint(1, 3652059) for _ in range(3000)]
out = []
for o in ords:
    if 1 <= o <= 3652059:
        d = D.fromordinal(o)
        out.append(f'{o} {d.isoformat()} {d.weekday()} {d.toordinal() == o}')
print('\n'.join(out))
d = D(1999, 12, 25)
for step in (1, 6, 29, 31, 59, 366, 1461):
    d = d + datetime.timedelta(days=step)
    print(d, d.timetuple().tm_yday)
for bad in (0, -1, 3652060):
    try:
        D.fromordinal(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
