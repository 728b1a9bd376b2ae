# Benchmark (held-out style, after typical agent code): a school gradebook report. Students,
# courses and weighted assessments are generated with random.Random; weighted averages use
# fractions.Fraction for exact totals; the statistics module gives mean, median, pstdev,
# quantiles and mode per course; letter grades come from bisect over cut-offs; sections are
# grouped with itertools.groupby after sorting by a multi-field key; the report is laid out with
# str.format alignment, f-strings with thousands separators and percentages, str.center and
# str.ljust. Prints per-course tables and the honour roll.
import random
import statistics
from bisect import bisect_right
from fractions import Fraction
from itertools import groupby
from operator import itemgetter

CUTS = [60, 67, 70, 73, 77, 80, 83, 87, 90, 93]
LETTERS = ["F", "D", "D+", "C-", "C", "C+", "B-", "B", "B+", "A-", "A"]
WEIGHTS = {"homework": Fraction(2, 10), "quiz": Fraction(15, 100), "midterm": Fraction(25, 100),
           "project": Fraction(1, 10), "final": Fraction(3, 10)}
FIRST = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
LAST = ["Stone", "Reyes", "Okafor", "Lind", "Moreau", "Tanaka", "Novak", "Silva", "Berg"]


def letter(score):
    return LETTERS[bisect_right(CUTS, score)]


def make_records(rng, students, courses):
    records = []
    for s in range(students):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        skill = rng.gauss(78, 9)
        for course in rng.sample(courses, 3):
            section = rng.randint(1, 3)
            for kind in WEIGHTS:
                for k in range(4 if kind in ("homework", "quiz") else 1):
                    raw = min(100, max(0, round(rng.gauss(skill, 8))))
                    records.append({"student": s, "name": name, "course": course,
                                    "section": section, "kind": kind, "n": k, "score": raw})
    return records


def weighted(rows):
    by_kind = {}
    for row in rows:
        by_kind.setdefault(row["kind"], []).append(row["score"])
    total = Fraction(0)
    for kind, scores in by_kind.items():
        total += WEIGHTS[kind] * Fraction(sum(scores), len(scores))
    return total


def course_table(course, rows):
    key = itemgetter("section", "student")
    rows = sorted(rows, key=key)
    lines = [f" {course} ".center(60, "=")]
    finals = []
    for section, srows in groupby(rows, key=itemgetter("section")):
        per_student = []
        for (sec, student), group in groupby(srows, key=key):
            group = list(group)
            grade = weighted(group)
            per_student.append((group[0]["name"], student, grade))
        scores = [float(g) for _, _, g in per_student]
        finals.extend(per_student)
        q = statistics.quantiles(scores, n=4) if len(scores) > 1 else [scores[0]] * 3
        lines.append("Section {:<3} n={:<3} mean={:6.2f} median={:6.2f} sd={:5.2f} q1={:6.2f} q3={:6.2f}".format(
            section, len(scores), statistics.mean(scores), statistics.median(scores),
            statistics.pstdev(scores), q[0], q[2]))
    letters = [letter(float(g)) for _, _, g in finals]
    mode = statistics.mode(letters)
    dist = {l: letters.count(l) for l in LETTERS if l in letters}
    lines.append("grades: " + " ".join(f"{l}:{n}" for l, n in dist.items()) + f"  mode {mode}")
    return lines, finals


def main(students=1500, courses_n=8, seed=11):
    rng = random.Random(seed)
    courses = [f"{dept}-{100 + 10 * i}" for i, dept in enumerate(["MATH", "PHYS", "CHEM", "HIST", "ARTS", "CSCI", "BIOL", "ECON"][:courses_n])]
    records = make_records(rng, students, courses)
    print(f"records: {len(records):,}  students: {students}  courses: {len(courses)}")
    by_course = sorted(records, key=itemgetter("course"))
    all_finals = {}
    for course, rows in groupby(by_course, key=itemgetter("course")):
        lines, finals = course_table(course, list(rows))
        for line in lines:
            print(line)
        for name, student, grade in finals:
            all_finals.setdefault((student, name), []).append(grade)
    gpa_rows = []
    for (student, name), grades in all_finals.items():
        avg = sum(grades, Fraction(0)) / len(grades)
        gpa_rows.append((avg, name, student))
    gpa_rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    print("HONOUR ROLL".center(60, "-"))
    for rank, (avg, name, student) in enumerate(gpa_rows[:8], 1):
        print(f"{rank:>2}. {name.ljust(14)} #{student:04d} {float(avg):7.3f} {letter(float(avg)):<2} "
              f"{avg.numerator % 9973:>5}")
    overall = [float(r[0]) for r in gpa_rows]
    passed = sum(1 for v in overall if v >= CUTS[0])
    print(f"overall mean {statistics.fmean(overall):.3f}, pass rate {passed / len(overall):.1%}, "
          f"exact total {sum(r[0] for r in gpa_rows).limit_denominator(1000)}")


if __name__ == "__main__":
    main()  # test: main(students=30, courses_n=4)
