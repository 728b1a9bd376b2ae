# Benchmark (held-out style, after typical agent code): a static-site link checker over an
# in-memory tree. A generated site (sections, nested pages, assets) is rendered to HTML strings;
# the checker extracts hrefs, srcs and ids with regular expressions, resolves relative URLs
# ("../", "./", absolute, query strings, fragments) with its own path normaliser, follows a
# redirect map with loop detection, crawls from the index breadth-first, and reports broken
# links, missing anchors, redirect chains, orphans and external hosts, through a small class
# hierarchy of issue types with properties and a sorted report.
import random
import re
from collections import Counter, deque
from dataclasses import dataclass

HREF_RE = re.compile(r'<(a|link)\s[^>]*?href="([^"]*)"', re.I)
SRC_RE = re.compile(r'<(img|script)\s[^>]*?src="([^"]*)"', re.I)
ID_RE = re.compile(r'\sid="([^"]+)"')
SCHEME_RE = re.compile(r"^([a-z][a-z0-9+.-]*):", re.I)
SECTIONS = ["docs", "blog", "api", "guides", "about", "news"]
TOPICS = ["install", "config", "deploy", "scaling", "security", "testing", "release", "faq",
          "plugins", "theming", "cli", "storage"]


class Issue:
    severity = 1
    kind = "issue"

    def __init__(self, page, target):
        self.page = page
        self.target = target

    @property
    def sort_key(self):
        return (-self.severity, self.kind, self.page, self.target)

    def __str__(self):
        return f"[{self.kind}] {self.page} -> {self.target}"


class BrokenLink(Issue):
    severity = 3
    kind = "broken"


class MissingAnchor(Issue):
    severity = 2
    kind = "anchor"


class RedirectLoop(Issue):
    severity = 3
    kind = "loop"


class LongChain(Issue):
    kind = "chain"


@dataclass
class Page:
    path: str
    html: str
    links: list = None
    ids: frozenset = frozenset()


def normalize(base_dir, url):
    """Resolves url against base_dir; returns (path, fragment) or None for external URLs."""
    if SCHEME_RE.match(url) or url.startswith("//"):
        return None
    url, _, frag = url.partition("#")
    url = url.partition("?")[0]
    if not url:
        return "", frag
    parts = [] if url.startswith("/") else base_dir.strip("/").split("/")
    parts = [p for p in parts if p]
    for seg in url.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if parts:
                parts.pop()
        else:
            parts.append(seg)
    path = "/" + "/".join(parts)
    if url.endswith("/"):
        path = path.rstrip("/") + "/index.html"
    return path, frag


def dirname(path):
    return path.rsplit("/", 1)[0] + "/"


def rel(from_path, to_path):
    a = dirname(from_path).strip("/").split("/")
    b = to_path.strip("/").split("/")
    a = [p for p in a if p]
    i = 0
    while i < len(a) and i < len(b) - 1 and a[i] == b[i]:
        i += 1
    return "../" * (len(a) - i) + "/".join(b[i:])


def build_site(rng, pages_per_section):
    paths = ["/index.html"]
    for s in SECTIONS:
        paths.append(f"/{s}/index.html")
        for i in range(pages_per_section):
            topic = rng.choice(TOPICS)
            sub = f"/{s}/{topic}" if rng.random() < 0.4 else f"/{s}"
            paths.append(f"{sub}/{topic}-{i}.html")
    paths = sorted(set(paths))
    anchors = {p: [f"sec-{j}" for j in range(rng.randint(1, 6))] for p in paths}
    assets = [f"/static/img/fig{i}.png" for i in range(30)] + ["/static/site.css", "/static/app.js"]
    site = {}
    for p in paths:
        body = [f'<html><head><link rel="stylesheet" href="{rel(p, "/static/site.css")}">',
                f'<script src="{rel(p, "/static/app.js")}"></script></head><body>']
        for a in anchors[p]:
            body.append(f'<h2 id="{a}">{a.title()}</h2><p>Text about {rng.choice(TOPICS)}.</p>')
        for _ in range(rng.randint(3, 12)):
            r = rng.random()
            target = rng.choice(paths)
            if r < 0.45:
                href = rel(p, target)
            elif r < 0.6:
                href = target + f"#{rng.choice(anchors[target])}"
            elif r < 0.67:
                href = rel(p, target) + f"#sec-{rng.randint(0, 8)}"
            elif r < 0.75:
                href = f"https://{rng.choice(['example.com', 'github.com', 'pypi.org'])}/{rng.choice(TOPICS)}"
            elif r < 0.82:
                href = f"./{rng.choice(TOPICS)}-{rng.randint(0, 99)}.html?ref=x"
            elif r < 0.88:
                href = "/old/" + rng.choice(TOPICS) + ".html"
            elif r < 0.93:
                href = dirname(target).replace(dirname(p), "", 1) or "./"
            else:
                href = f"#{rng.choice(anchors[p])}"
            body.append(f'<a class="x" href="{href}">link</a>')
        if rng.random() < 0.5:
            body.append(f'<img alt="fig" src="{rel(p, rng.choice(assets))}">')
        if rng.random() < 0.05:
            body.append('<img src="../missing.png">')
        body.append("</body></html>")
        site[p] = "\n".join(body)
    for a in assets:
        site[a] = "binary"
    return site


def make_redirects(rng):
    redirects = {}
    for t in TOPICS:
        r = rng.random()
        if r < 0.5:
            redirects[f"/old/{t}.html"] = f"/docs/{t}-{rng.randint(0, 5)}.html"
        elif r < 0.75:
            redirects[f"/old/{t}.html"] = f"/older/{t}.html"
            redirects[f"/older/{t}.html"] = f"/oldest/{t}.html"
            redirects[f"/oldest/{t}.html"] = "/index.html"
        elif r < 0.85:
            redirects[f"/old/{t}.html"] = f"/old/{t}.html"
    return redirects


class Checker:
    def __init__(self, site, redirects):
        self.site = site
        self.redirects = redirects
        self.pages = {}
        self.issues = []
        self.external = Counter()
        self.inbound = Counter()

    def parse(self, path):
        page = self.pages.get(path)
        if page is None:
            html = self.site[path]
            links = [m.group(2) for m in HREF_RE.finditer(html)]
            links += [m.group(2) for m in SRC_RE.finditer(html)]
            page = Page(path, html, links, frozenset(ID_RE.findall(html)))
            self.pages[path] = page
        return page

    def follow(self, page_path, target):
        seen = [target]
        while target in self.redirects:
            target = self.redirects[target]
            if target in seen:
                self.issues.append(RedirectLoop(page_path, " -> ".join(seen + [target])))
                return None
            seen.append(target)
        if len(seen) > 2:
            self.issues.append(LongChain(page_path, f"{seen[0]} ({len(seen) - 1} hops)"))
        return target

    def crawl(self, start="/index.html"):
        queue = deque([start])
        visited = {start}
        while queue:
            path = queue.popleft()
            page = self.parse(path)
            for href in page.links:
                res = normalize(dirname(path), href)
                if res is None:
                    self.external[href.split("/")[2]] += 1
                    continue
                target, frag = res
                if not target:
                    target = path
                target = self.follow(path, target)
                if target is None:
                    continue
                if target not in self.site:
                    self.issues.append(BrokenLink(path, target))
                    continue
                self.inbound[target] += 1
                if target.endswith(".html"):
                    tpage = self.parse(target)
                    if frag and frag not in tpage.ids:
                        self.issues.append(MissingAnchor(path, f"{target}#{frag}"))
                    if target not in visited:
                        visited.add(target)
                        queue.append(target)
        return visited


def main(rounds=12, pages_per_section=28):
    totals = Counter()
    for r in range(rounds):
        rng = random.Random(700 + r)
        site = build_site(rng, pages_per_section)
        checker = Checker(site, make_redirects(rng))
        visited = checker.crawl()
        html_pages = [p for p in site if p.endswith(".html")]
        orphans = sorted(p for p in html_pages if p not in visited)
        unused_assets = sorted(p for p in site if not p.endswith(".html") and checker.inbound[p] == 0)
        kinds = Counter(i.kind for i in checker.issues)
        totals.update(kinds)
        totals["orphans"] += len(orphans)
        issues = sorted(set(checker.issues), key=lambda i: i.sort_key)
        most_linked = checker.inbound.most_common(2)
        print(f"round {r}: pages={len(html_pages)} visited={len(visited)} orphans={len(orphans)} "
              f"unused_assets={len(unused_assets)} issues={dict(sorted(kinds.items()))}")
        print(f"  top: {most_linked} external: {sorted(checker.external.items())}")
        for issue in issues[:3]:
            print("  ", issue)
    print("totals:", sorted(totals.items()))


if __name__ == "__main__":
    main()  # test: main(rounds=1, pages_per_section=5)
