# Benchmark (held-out style, after typical agent code): an A/B test analysis. Simulated users in
# two variants get conversion flags and order values (random.betavariate, lognormvariate); the
# analysis computes per-variant rates, a two-proportion z-test with statistics.NormalDist, a
# bootstrap confidence interval for the difference in mean revenue (random.choices resampling),
# a permutation test (random.shuffle), and a Monte Carlo estimate of the power for several
# sample sizes. Results are printed as a small report table.
import math
import random
import statistics
from statistics import NormalDist


def simulate(rng, n, rate, mu, sigma):
    users = []
    for i in range(n):
        converted = rng.random() < rate
        value = round(rng.lognormvariate(mu, sigma), 2) if converted else 0.0
        users.append((i, converted, value))
    return users


def two_proportion_z(c1, n1, c2, n2):
    p1, p2 = c1 / n1, c2 / n2
    pooled = (c1 + c2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    z = (p2 - p1) / se if se else 0.0
    p = 2 * (1 - NormalDist().cdf(abs(z)))
    return z, p


def bootstrap_diff(rng, a, b, rounds):
    diffs = []
    for _ in range(rounds):
        sa = rng.choices(a, k=len(a))
        sb = rng.choices(b, k=len(b))
        diffs.append(statistics.fmean(sb) - statistics.fmean(sa))
    diffs.sort()
    lo = diffs[int(0.025 * rounds)]
    hi = diffs[int(0.975 * rounds) - 1]
    return lo, hi, statistics.stdev(diffs)


def permutation_test(rng, a, b, rounds):
    observed = statistics.fmean(b) - statistics.fmean(a)
    pooled = a + b
    extreme = 0
    for _ in range(rounds):
        rng.shuffle(pooled)
        d = statistics.fmean(pooled[len(a):]) - statistics.fmean(pooled[:len(a)])
        if abs(d) >= abs(observed):
            extreme += 1
    return observed, (extreme + 1) / (rounds + 1)


def power(rng, n, base, lift, trials, alpha=0.05):
    hits = 0
    for _ in range(trials):
        c1 = sum(rng.random() < base for _ in range(n))
        c2 = sum(rng.random() < base + lift for _ in range(n))
        if two_proportion_z(c1, n, c2, n)[1] < alpha:
            hits += 1
    return hits / trials


def main(n=4000, boot=300, perms=200, trials=40):
    rng = random.Random(123)
    a = simulate(rng, n, 0.10, 3.0, 0.6)
    b = simulate(rng, n, 0.12, 3.05, 0.6)
    ca = sum(1 for _, conv, _ in a if conv)
    cb = sum(1 for _, conv, _ in b if conv)
    print(f"{'variant':<8}{'users':>7}{'conv':>7}{'rate':>9}{'revenue':>12}{'per user':>10}")
    for name, users, conv in (("A", a, ca), ("B", b, cb)):
        rev = sum(v for _, _, v in users)
        print(f"{name:<8}{len(users):>7}{conv:>7}{conv / len(users):>9.4f}{rev:>12.2f}{rev / len(users):>10.4f}")
    z, p = two_proportion_z(ca, n, cb, n)
    print(f"z = {z:.4f}, p = {p:.5f}, significant at 5%: {p < 0.05}")
    va = [v for _, _, v in a]
    vb = [v for _, _, v in b]
    lo, hi, se = bootstrap_diff(rng, va, vb, boot)
    print(f"bootstrap 95% CI for revenue/user diff: [{lo:.4f}, {hi:.4f}] (se {se:.4f})")
    obs, pp = permutation_test(rng, va, vb, perms)
    print(f"permutation test: observed {obs:.4f}, p ~ {pp:.4f}")
    buyers = [v for v in vb if v]
    nd = NormalDist.from_samples(math.log(v) for v in buyers)
    print(f"log order value ~ N({nd.mean:.4f}, {nd.stdev:.4f}); P(order > 40) = {1 - nd.cdf(math.log(40)):.4f}")
    print(f"median order {statistics.median(buyers):.2f}, deciles {[round(q, 1) for q in statistics.quantiles(buyers, n=10)]}")
    for size in (500, 1000, 2000):
        print(f"power at n={size}: {power(rng, size, 0.10, 0.02, trials):.3f}")
    need = (NormalDist().inv_cdf(0.975) + NormalDist().inv_cdf(0.8)) ** 2 * 2 * 0.11 * 0.89 / 0.02 ** 2
    print(f"required n per arm (analytic): {math.ceil(need)}")


if __name__ == "__main__":
    main()  # test: main(n=300, boot=20, perms=20, trials=4)
