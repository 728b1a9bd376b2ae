# Benchmark (held-out style, after typical agent code): a music-theory toolkit.
# Pitch classes and notes with octaves (an IntEnum of note letters, accidentals parsed with re),
# scales and modes built from interval patterns, diatonic triads and sevenths named by their
# interval sets, chord symbols parsed back, a Roman-numeral analysis of seeded progressions,
# and four-part voice leading chosen by minimizing total motion over itertools.product of
# candidate voicings, rejecting parallel fifths and octaves; a digest of the voicings printed.
import itertools
import random
import re
from enum import IntEnum
from functools import lru_cache


class Letter(IntEnum):
    C = 0
    D = 2
    E = 4
    F = 5
    G = 7
    A = 9
    B = 11


NOTE_RE = re.compile(r"^([A-G])(#{1,2}|b{1,2})?(-?\d)?$")
SHARP_NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
MODES = {
    "ionian": [2, 2, 1, 2, 2, 2, 1],
    "dorian": [2, 1, 2, 2, 2, 1, 2],
    "phrygian": [1, 2, 2, 2, 1, 2, 2],
    "lydian": [2, 2, 2, 1, 2, 2, 1],
    "mixolydian": [2, 2, 1, 2, 2, 1, 2],
    "aeolian": [2, 1, 2, 2, 1, 2, 2],
    "harmonic_minor": [2, 1, 2, 2, 1, 3, 1],
}
QUALITIES = {
    frozenset({0, 4, 7}): "",
    frozenset({0, 3, 7}): "m",
    frozenset({0, 3, 6}): "dim",
    frozenset({0, 4, 8}): "aug",
    frozenset({0, 4, 7, 11}): "maj7",
    frozenset({0, 4, 7, 10}): "7",
    frozenset({0, 3, 7, 10}): "m7",
    frozenset({0, 3, 6, 10}): "m7b5",
    frozenset({0, 3, 6, 9}): "dim7",
    frozenset({0, 3, 7, 11}): "mMaj7",
    frozenset({0, 4, 8, 11}): "augMaj7",
}
SYMBOL_TO_SET = {v: k for k, v in QUALITIES.items()}
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII"]


class NoteError(ValueError):
    pass


def parse_note(text):
    m = NOTE_RE.match(text)
    if not m:
        raise NoteError(f"bad note {text!r}")
    letter, acc, octave = m.groups()
    pc = Letter[letter].value
    if acc:
        pc += len(acc) if acc[0] == "#" else -len(acc)
    octave = int(octave) if octave is not None else 4
    return (octave + 1) * 12 + pc


def note_name(midi):
    return f"{SHARP_NAMES[midi % 12]}{midi // 12 - 1}"


@lru_cache(maxsize=None)
def scale(tonic_pc, mode):
    pcs = [tonic_pc]
    for step in MODES[mode][:-1]:
        pcs.append((pcs[-1] + step) % 12)
    return tuple(pcs)


def chord_on(scale_pcs, degree, size=3):
    return [scale_pcs[(degree + 2 * i) % 7] for i in range(size)]


def name_chord(pcs):
    root = pcs[0]
    ivs = frozenset((p - root) % 12 for p in pcs)
    q = QUALITIES.get(ivs)
    if q is None:
        return None
    return SHARP_NAMES[root] + q


def parse_symbol(sym):
    m = re.match(r"^([A-G][#b]?)(.*)$", sym)
    root = parse_note(m.group(1)) % 12
    ivs = SYMBOL_TO_SET[m.group(2)]
    return sorted((root + i) % 12 for i in ivs)


def roman(degree, quality):
    r = ROMAN[degree]
    if quality.startswith("m") and not quality.startswith("maj"):
        r = r.lower()
    elif quality.startswith("dim"):
        r = r.lower() + "o"
    return r + quality.replace("m7b5", "o7").replace("dim", "").lstrip("m") if quality not in ("", "m") else r


def voicings(pcs, low=48, high=79):
    options = []
    bass_candidates = [m for m in range(low - 12, low + 12) if m % 12 == pcs[0]]
    uppers = [m for m in range(low, high + 1) if m % 12 in pcs]
    for bass in bass_candidates:
        for combo in itertools.combinations(uppers, 3):
            if combo[0] <= bass or combo[2] - combo[0] > 12:
                continue
            if set(pcs) <= {m % 12 for m in combo} | {bass % 12}:
                options.append((bass,) + combo)
    return options


def parallel(prev, cur):
    for i, j in itertools.combinations(range(4), 2):
        a = (prev[j] - prev[i]) % 12
        b = (cur[j] - cur[i]) % 12
        if a == b and a in (0, 7) and prev[i] != cur[i]:
            return True
    return False


def lead(progression):
    prev = None
    out = []
    for pcs in progression:
        cands = voicings(pcs)
        if prev is None:
            best = min(cands, key=lambda v: (abs(v[3] - 72), v))
        else:
            scored = [(sum(abs(a - b) for a, b in zip(prev, v)), v) for v in cands if not parallel(prev, v)]
            if not scored:
                scored = [(sum(abs(a - b) for a, b in zip(prev, v)), v) for v in cands]
            best = min(scored)[1]
        out.append(best)
        prev = best
    return out


def main(n_progressions=500, length=8):
    rng = random.Random(440)
    for text in ("C4", "F#3", "Bb5", "Ebb2", "H2"):
        try:
            print(text, parse_note(text), note_name(parse_note(text)))
        except NoteError as e:
            print("error:", e)
    names = {}
    for tonic in range(12):
        for mode in sorted(MODES):
            sc = scale(tonic, mode)
            for deg in range(7):
                for size in (3, 4):
                    n = name_chord(chord_on(sc, deg, size))
                    if n:
                        names[n] = names.get(n, 0) + 1
    print("distinct chord names", len(names), "most common", sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
    digest = 0
    motion_total = 0
    rejected = 0
    for p in range(n_progressions):
        tonic = rng.randrange(12)
        mode = rng.choice(["ionian", "aeolian", "dorian", "mixolydian"])
        sc = scale(tonic, mode)
        degrees = [0] + [rng.choice([1, 2, 3, 4, 5]) for _ in range(length - 2)] + [0]
        chords = [chord_on(sc, d, 4 if rng.random() < 0.3 else 3) for d in degrees]
        symbols = [name_chord(c) for c in chords]
        analysis = []
        for d, s in zip(degrees, symbols):
            q = s[2:] if len(s) > 1 and s[1] in "#b" else s[1:]
            analysis.append(roman(d, q))
        for s, c in zip(symbols, chords):
            assert parse_symbol(s) == sorted(c), (s, c)
        voiced = lead([c[:3] if len(c) == 4 and rng.random() < 0.0 else c for c in chords])
        for a, b in zip(voiced, voiced[1:]):
            motion_total += sum(abs(x - y) for x, y in zip(a, b))
            rejected += parallel(a, b)
        digest = (digest * 1009 + sum(sum(v) for v in voiced)) % 1_000_000_007
        if p < 4:
            print(f"{SHARP_NAMES[tonic]} {mode}: {' '.join(symbols)} | {' '.join(analysis)}")
            print("   ", " ".join("/".join(note_name(m) for m in v) for v in voiced[:3]))
    print(f"motion={motion_total} parallels={rejected} digest={digest} cache={scale.cache_info().hits}")


if __name__ == "__main__":
    main()  # test: main(n_progressions=3, length=4)
