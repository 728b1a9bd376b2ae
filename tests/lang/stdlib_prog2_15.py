import statistics
from collections import defaultdict
from typing import Dict, List

DATA = """name,dept,salary,years
alice,eng,120000,5
bob,eng,95000,2
carol,sales,70000,7
dan,sales,65000,1
erin,eng,150000,10
frank,hr,60000,3
gina,hr,62000,4
"""

rows = []
lines = DATA.strip().split("\n")
header = lines[0].split(",")
for line in lines[1:]:
    values = line.split(",")
    row = dict(zip(header, values))
    row["salary"] = int(row["salary"])
    row["years"] = int(row["years"])
    rows.append(row)

by_dept: Dict[str, List[int]] = defaultdict(list)
for r in rows:
    by_dept[r["dept"]].append(r["salary"])

for dept, sal in sorted(by_dept.items()):
    print(f"{dept:6} n={len(sal)} mean={statistics.mean(sal):>10.2f} median={statistics.median(sal)}")

salaries = [r["salary"] for r in rows]
years = [r["years"] for r in rows]
print(statistics.mean(salaries), statistics.median(salaries))
print(round(statistics.stdev(salaries), 3), round(statistics.pstdev(salaries), 3))
print(round(statistics.variance(years), 4), statistics.mode([1, 2, 2, 3, 3, 3]))
print(statistics.multimode("aabbc"))
print(round(statistics.correlation(years, salaries), 6))
print(statistics.quantiles(salaries, n=4))
print(statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]))
print(statistics.fmean([1, 2, 3, 4]), statistics.harmonic_mean([40, 60]))
print(round(statistics.geometric_mean([1, 10, 100]), 6))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
