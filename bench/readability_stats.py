# Benchmark (held-out style, after typical agent code): a text readability and style report.
# Documents are generated from seeded sentence templates; sentences are split with re, words
# tokenized and syllables estimated by vowel-group heuristics with exceptions; Flesch reading
# ease, Flesch-Kincaid grade, Gunning fog, SMOG and Coleman-Liau are computed per document;
# passive voice, adverbs and long sentences are flagged; statistics summarises the corpus and
# textwrap formats an excerpt.
import math
import random
import re
import statistics
import string
import textwrap
from collections import Counter
from dataclasses import dataclass, field

SUBJECTS = ["the committee", "our team", "the analyst", "a reviewer", "the system", "each user",
            "the government", "this organization", "the new approach", "the algorithm"]
VERBS = ["evaluated", "considered", "implemented", "rejected", "approved", "documented",
         "investigated", "optimized", "communicated", "recommended"]
OBJECTS = ["the proposal", "several alternatives", "an unexpected anomaly", "the budget",
           "a comprehensive methodology", "the quarterly results", "its responsibilities",
           "a simple idea", "the infrastructure", "unbelievably complicated regulations"]
ADVERBS = ["quickly", "carefully", "reluctantly", "immediately", "thoroughly", "really", "eventually"]
CLAUSES = ["because the deadline was approaching", "although nobody expected it",
           "after a long discussion", "when the data arrived", "since resources were limited",
           "which surprised everyone", "despite considerable opposition from stakeholders"]

SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
WORD_RE = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
PASSIVE_RE = re.compile(r"\b(?:is|are|was|were|been|being|be)\s+(\w+ed)\b", re.I)
VOWELS = re.compile(r"[aeiouy]+")
EXCEPTIONS = {"the": 1, "every": 2, "business": 2, "really": 3, "idea": 3, "area": 3, "being": 2}


def syllables(word):
    w = word.lower()
    if w in EXCEPTIONS:
        return EXCEPTIONS[w]
    if len(w) <= 3:
        return 1
    w = re.sub(r"(?:[^laeiouy]es|ed|[^laeiouy]e)$", "", w)
    w = re.sub(r"^y", "", w)
    return max(1, len(VOWELS.findall(w)))


def sentence(rng):
    parts = [rng.choice(SUBJECTS)]
    if rng.random() < 0.3:
        parts.append(rng.choice(ADVERBS))
    if rng.random() < 0.25:
        parts += ["was", rng.choice(VERBS), "by", rng.choice(OBJECTS)]
    else:
        parts += [rng.choice(VERBS), rng.choice(OBJECTS)]
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        parts.append(rng.choice(CLAUSES))
    text = " ".join(parts)
    end = rng.choice(".....!?")
    return text[0].upper() + text[1:] + end


@dataclass
class Report:
    name: str
    sentences: int = 0
    words: int = 0
    syllables: int = 0
    letters: int = 0
    complex_words: int = 0
    passive: int = 0
    adverbs: int = 0
    long_sentences: list = field(default_factory=list)
    vocab: Counter = field(default_factory=Counter)

    @property
    def flesch(self):
        return 206.835 - 1.015 * (self.words / self.sentences) - 84.6 * (self.syllables / self.words)

    @property
    def kincaid(self):
        return 0.39 * (self.words / self.sentences) + 11.8 * (self.syllables / self.words) - 15.59

    @property
    def fog(self):
        return 0.4 * ((self.words / self.sentences) + 100 * (self.complex_words / self.words))

    @property
    def smog(self):
        return 1.043 * math.sqrt(self.complex_words * (30 / self.sentences)) + 3.1291

    @property
    def coleman_liau(self):
        L = self.letters / self.words * 100
        S = self.sentences / self.words * 100
        return 0.0588 * L - 0.296 * S - 15.8

    def grade_label(self):
        f = self.flesch
        for limit, label in ((90, "very easy"), (70, "easy"), (60, "standard"), (50, "fairly difficult"),
                             (30, "difficult")):
            if f >= limit:
                return label
        return "very confusing"


def analyze(name, text):
    rep = Report(name)
    for sent in SENT_RE.split(text.strip()):
        words = WORD_RE.findall(sent)
        if not words:
            continue
        rep.sentences += 1
        rep.words += len(words)
        if len(words) > 20:
            rep.long_sentences.append(len(words))
        rep.passive += len(PASSIVE_RE.findall(sent))
        for w in words:
            s = syllables(w)
            rep.syllables += s
            rep.letters += len(w)
            if s >= 3 and not w[0].isupper():
                rep.complex_words += 1
            if w.endswith("ly") and len(w) > 4:
                rep.adverbs += 1
            rep.vocab[w.lower()] += 1
    return rep


def make_document(rng, n_paragraphs):
    paras = []
    for _ in range(n_paragraphs):
        paras.append(" ".join(sentence(rng) for _ in range(rng.randint(3, 7))))
    return "\n\n".join(paras)


def main(docs=60, paragraphs=6):
    rng = random.Random(777)
    reports = []
    for i in range(docs):
        text = make_document(rng, paragraphs)
        reports.append(analyze(f"doc{i:02d}", text))
        if i == 0:
            first = text
    for rep in reports[:5]:
        print(f"{rep.name}: sents={rep.sentences:3d} words={rep.words:4d} flesch={rep.flesch:6.2f} "
              f"fk={rep.kincaid:5.2f} fog={rep.fog:5.2f} smog={rep.smog:5.2f} cl={rep.coleman_liau:5.2f} "
              f"passive={rep.passive} adverbs={rep.adverbs} long={len(rep.long_sentences)} [{rep.grade_label()}]")
    fl = [r.flesch for r in reports]
    print(f"flesch mean={statistics.mean(fl):.3f} median={statistics.median(fl):.3f} "
          f"stdev={statistics.stdev(fl):.3f}")
    print("labels", sorted(Counter(r.grade_label() for r in reports).items()))
    vocab = Counter()
    for r in reports:
        vocab.update(r.vocab)
    print("top words", vocab.most_common(6))
    ttr = len(vocab) / sum(vocab.values())
    print(f"vocabulary={len(vocab)} type/token={ttr:.4f}")
    caps = Counter(ch for ch in first if ch in string.punctuation)
    print("punctuation", sorted(caps.items()))
    print(textwrap.fill(first.split("\n\n")[0], width=72, initial_indent="> ", subsequent_indent="> "))


if __name__ == "__main__":
    main()  # test: main(docs=3, paragraphs=2)
