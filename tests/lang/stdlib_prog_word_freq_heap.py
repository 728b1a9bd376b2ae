import heapq
import re
from collections import Counter, defaultdict

DOCS = {
    "d1": "the cat sat on the mat",
    "d2": "the dog sat on the log",
    "d3": "cats and dogs are pets",
    "d4": "the mat was red and the log was brown",
}

def build_index(docs):
    index = defaultdict(set)
    for doc_id, text in docs.items():
        for word in re.findall(r"\w+", text.lower()):
            index[word].add(doc_id)
    return index

def search(index, query):
    terms = query.lower().split()
    if not terms:
        return []
    result = set(index.get(terms[0], set()))
    for t in terms[1:]:
        result &= index.get(t, set())
    return sorted(result)

def main():
    idx = build_index(DOCS)
    for q in ["the", "sat on", "log", "cat dog", ""]:
        print(repr(q), search(idx, q))
    tf = Counter()
    for text in DOCS.values():
        tf.update(text.split())
    print(heapq.nlargest(3, tf.items(), key=lambda kv: (kv[1], kv[0])))
    print(sorted(tf.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
    df = {w: len(ids) for w, ids in idx.items()}
    rare = sorted(w for w, n in df.items() if n == 1)
    print(rare)
    print(sorted(idx["the"]), len(idx))

main()
