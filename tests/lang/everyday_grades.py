# Student grades: averages, letter grades, ranking, and stats.
scores = {
    "alice": [88, 92, 79, 95],
    "bob": [72, 65, 80, 70],
    "carol": [95, 98, 100, 91],
    "dave": [55, 62, 48, 70],
    "erin": [85, 85, 85, 85],
}

def letter(avg):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return grade
    return "F"

def stdev(xs):
    m = sum(xs) / len(xs)
    return (sum((x - m) ** 2 for x in xs) / len(xs)) ** 0.5

report = []
for name, marks in scores.items():
    avg = sum(marks) / len(marks)
    report.append((name, avg, letter(avg), stdev(marks)))

report.sort(key=lambda r: r[1], reverse=True)
for rank, (name, avg, grade, sd) in enumerate(report, start=1):
    print(f"{rank}. {name.capitalize():<6} {avg:6.2f} {grade} sd={sd:.2f}")

dist = {}
for _, _, g, _ in report:
    dist[g] = dist.get(g, 0) + 1
print(dict(sorted(dist.items())))
best_per_test = [max(scores, key=lambda n: scores[n][i]) for i in range(4)]
print(best_per_test)
improved = [n for n, m in scores.items() if m[-1] > m[0]]
print("improved:", improved)
all_marks = sorted(x for m in scores.values() for x in m)
print(all_marks[:3], all_marks[-3:], round(sum(all_marks) / len(all_marks), 3))
print(any(g == "F" for *_, g, _ in report), all(len(m) == 4 for m in scores.values()))
