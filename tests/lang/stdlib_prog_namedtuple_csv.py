from collections import namedtuple, defaultdict

CSV = """name,dept,salary,start
Ann,eng,120000,2019-03-01
Ben,sales,70000,2021-07-15
Cid,eng,135000,2017-11-30
Dee,ops,82000,2020-01-06
Eve,sales,91000,2018-05-21"""

Employee = namedtuple("Employee", "name dept salary start")
Stats = namedtuple("Stats", ["count", "total", "top"], defaults=[None])

def parse(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    out = []
    for line in lines[1:]:
        values = dict(zip(header, line.split(",")))
        values["salary"] = int(values["salary"])
        out.append(Employee(**values))
    return out

def main():
    emps = parse(CSV)
    print(emps[0])
    print(emps[0]._asdict())
    print(emps[1]._replace(salary=75000))
    print(Employee._fields, Stats._field_defaults)
    groups = defaultdict(list)
    for e in emps:
        groups[e.dept].append(e)
    for dept in sorted(groups):
        es = groups[dept]
        top = max(es, key=lambda e: e.salary)
        st = Stats(len(es), sum(e.salary for e in es), top.name)
        print(dept, st, f"avg={st.total / st.count:,.1f}")
    name, dept, *rest = emps[2]
    print(name, dept, rest)
    print(Stats(1, 2))
    oldest = min(emps, key=lambda e: e.start)
    print(oldest.name, oldest[3], emps.index(oldest))
    p = Employee._make(["Zed", "eng", 1, "2024-01-01"])
    print(p, p == ("Zed", "eng", 1, "2024-01-01"))

main()
