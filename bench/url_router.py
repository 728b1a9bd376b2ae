# Benchmark (held-out style, after typical agent code): a micro web framework's request path.
# Routes are registered with decorators (`@app.route("/users/<int:uid>/posts/<slug>",
# methods=...)`) and compiled to regexes with named groups and per-converter coercion; requests
# are generated URLs split with urllib.parse (urlsplit, parse_qs, unquote); a middleware chain
# of closures adds timing headers, authentication from a header dict and error mapping
# (exceptions to status codes); handlers return dicts that are rendered with json.dumps; an
# access log is aggregated by route and status with Counter and sorted for a report.
import json
import random
import re
from collections import Counter, defaultdict
from urllib.parse import parse_qs, unquote, urlencode, urlsplit, quote


class HTTPError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status
        self.message = message


class NotFound(HTTPError):
    def __init__(self, what):
        super().__init__(404, "not found: %s" % what)


class Request:
    __slots__ = ("method", "path", "query", "headers", "params", "user")

    def __init__(self, method, path, query, headers):
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.params = {}
        self.user = None

    def arg(self, name, default=None, conv=str):
        values = self.query.get(name)
        if not values:
            return default
        try:
            return conv(values[0])
        except ValueError:
            raise HTTPError(400, "bad %s" % name)


class Response:
    __slots__ = ("status", "body", "headers")

    def __init__(self, status, body, headers=None):
        self.status = status
        self.body = body
        self.headers = headers or {}


CONVERTERS = {
    "int": (r"\d+", int),
    "str": (r"[^/]+", str),
    "slug": (r"[a-z0-9]+(?:-[a-z0-9]+)*", str),
    "path": (r".+", str),
}


class Route:
    def __init__(self, pattern, methods, handler):
        self.pattern = pattern
        self.methods = frozenset(methods)
        self.handler = handler
        self.convs = {}
        parts = []
        pos = 0
        for m in re.finditer(r"<(?:(\w+):)?(\w+)>", pattern):
            parts.append(re.escape(pattern[pos:m.start()]))
            conv = m.group(1) or "str"
            regex, fn = CONVERTERS[conv]
            parts.append("(?P<%s>%s)" % (m.group(2), regex))
            self.convs[m.group(2)] = fn
            pos = m.end()
        parts.append(re.escape(pattern[pos:]))
        self.regex = re.compile("^" + "".join(parts) + "$")
        self.static = not self.convs

    def match(self, path):
        m = self.regex.match(path)
        if m is None:
            return None
        return {k: self.convs[k](v) for k, v in m.groupdict().items()}


class App:
    def __init__(self):
        self.routes = []
        self.static = {}
        self.middleware = []

    def route(self, pattern, methods=("GET",)):
        def deco(fn):
            r = Route(pattern, methods, fn)
            self.routes.append(r)
            if r.static:
                self.static[pattern] = r
            return fn
        return deco

    def use(self, mw):
        self.middleware.append(mw)
        return mw

    def resolve(self, req):
        r = self.static.get(req.path)
        allowed = set()
        if r is not None:
            if req.method in r.methods:
                return r, {}
            allowed |= r.methods
        for r in self.routes:
            if r.static:
                continue
            params = r.match(req.path)
            if params is not None:
                if req.method in r.methods:
                    return r, params
                allowed |= r.methods
        if allowed:
            raise HTTPError(405, "allowed: " + ",".join(sorted(allowed)))
        raise NotFound(req.path)

    def dispatch(self, req):
        route, params = self.resolve(req)
        req.params = params
        result = route.handler(req, **params)
        if isinstance(result, Response):
            return result
        return Response(200, result)

    def build(self):
        handler = self.dispatch
        for mw in reversed(self.middleware):
            handler = mw(handler)
        return handler


# --- the application -------------------------------------------------------------------

DB_USERS = {}
DB_POSTS = defaultdict(dict)
TOKENS = {}
app = App()


@app.use
def tagger(nxt):
    counter = [0]

    def handle(req):
        counter[0] += 1
        resp = nxt(req)
        resp.headers["x-request-id"] = "r%06d" % counter[0]
        return resp
    return handle


@app.use
def error_mapper(nxt):
    def handle(req):
        try:
            return nxt(req)
        except HTTPError as e:
            return Response(e.status, {"error": e.message})
        except KeyError as e:
            return Response(404, {"error": "missing %s" % e.args[0]})
    return handle


@app.use
def auth(nxt):
    def handle(req):
        token = req.headers.get("authorization", "")
        if token.startswith("Bearer "):
            req.user = TOKENS.get(token[7:])
        if req.method != "GET" and req.user is None:
            raise HTTPError(401, "login required")
        return nxt(req)
    return handle


@app.route("/health")
def health(req):
    return {"ok": True}


@app.route("/users")
def list_users(req):
    page = req.arg("page", 1, int)
    size = req.arg("size", 10, int)
    ids = sorted(DB_USERS)
    chunk = ids[(page - 1) * size:page * size]
    return {"page": page, "users": [DB_USERS[i]["name"] for i in chunk]}


@app.route("/users/<int:uid>")
def get_user(req, uid):
    user = DB_USERS[uid]
    return {"id": uid, "name": user["name"], "posts": len(DB_POSTS[uid])}


@app.route("/users/<int:uid>/posts", methods=("GET", "POST"))
def user_posts(req, uid):
    if uid not in DB_USERS:
        raise NotFound("user %d" % uid)
    if req.method == "POST":
        if req.user != uid:
            raise HTTPError(403, "not yours")
        title = req.arg("title", "untitled")
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        DB_POSTS[uid][slug] = {"title": title, "words": len(title.split())}
        return Response(201, {"slug": slug})
    tag = req.arg("tag")
    posts = DB_POSTS[uid]
    names = sorted(s for s in posts if tag is None or tag in s)
    return {"uid": uid, "posts": names[:5], "total": len(names)}


@app.route("/users/<int:uid>/posts/<slug:slug>", methods=("GET", "DELETE"))
def one_post(req, uid, slug):
    post = DB_POSTS[uid][slug]
    if req.method == "DELETE":
        if req.user != uid:
            raise HTTPError(403, "not yours")
        del DB_POSTS[uid][slug]
        return Response(204, None)
    return {"uid": uid, "slug": slug, "title": post["title"]}


@app.route("/search")
def search(req):
    q = req.arg("q", "")
    limit = req.arg("limit", 3, int)
    hits = []
    for uid, posts in DB_POSTS.items():
        for slug, post in posts.items():
            if q in slug:
                hits.append((uid, slug))
    hits.sort()
    return {"q": q, "hits": ["%d/%s" % h for h in hits[:limit]], "count": len(hits)}


@app.route("/files/<path:rest>")
def files(req, rest):
    parts = [p for p in rest.split("/") if p not in ("", ".")]
    if ".." in parts:
        raise HTTPError(400, "bad path")
    return {"file": "/".join(parts), "depth": len(parts)}


WORDS = ["alpha", "beta", "gamma", "delta", "river", "stone", "cloud", "ember", "quiet", "north",
         "copper", "maple", "orbit", "pixel", "harbor", "tundra"]


def seed_db(rng, n_users):
    for uid in range(1, n_users + 1):
        DB_USERS[uid] = {"name": "user%03d" % uid}
        TOKENS["tok%d" % uid] = uid
        for _ in range(rng.randint(0, 6)):
            title = " ".join(rng.sample(WORDS, rng.randint(1, 3)))
            DB_POSTS[uid][re.sub(r"[^a-z0-9]+", "-", title)] = {"title": title, "words": 1}


def make_request(rng, n_users):
    r = rng.random()
    uid = rng.randint(1, n_users + 3)
    headers = {"user-agent": "bench/1.0"}
    if rng.random() < 0.6:
        headers["authorization"] = "Bearer tok%d" % rng.choice((uid, uid, rng.randint(1, n_users)))
    method = "GET"
    if r < 0.1:
        url = "/health"
    elif r < 0.2:
        url = "/users?" + urlencode({"page": rng.randint(1, 5), "size": rng.choice((5, 10, "x"))})
    elif r < 0.4:
        url = "/users/%d" % uid
    elif r < 0.55:
        url = "/users/%d/posts?tag=%s" % (uid, rng.choice(WORDS)[:3])
    elif r < 0.65:
        method = "POST"
        title = " ".join(rng.sample(WORDS, 2)) + rng.choice(("", "!", " 2"))
        url = "/users/%d/posts?%s" % (uid, urlencode({"title": title}))
    elif r < 0.8:
        slug = "-".join(rng.sample(WORDS, rng.randint(1, 2)))
        method = rng.choice(("GET", "GET", "DELETE"))
        url = "/users/%d/posts/%s" % (uid, slug)
    elif r < 0.9:
        url = "/search?q=%s&limit=%d" % (quote(rng.choice(WORDS)[:2]), rng.randint(1, 4))
    elif r < 0.95:
        url = "/files/" + "/".join(rng.choice(("a", "b", ".", "..", "docs", "x%20y"))
                                   for _ in range(rng.randint(1, 4)))
    else:
        url = rng.choice(("/nope", "/users/abc", "/users/1/posts/UPPER"))
        method = rng.choice(("GET", "PUT"))
    return method, "http://example.test" + url, headers


def main(n_requests=6000, n_users=60):
    rng = random.Random(77)
    DB_USERS.clear()
    DB_POSTS.clear()
    TOKENS.clear()
    seed_db(rng, n_users)
    handler = app.build()
    status_counts = Counter()
    route_counts = Counter()
    body_bytes = 0
    digest = 0
    for i in range(n_requests):
        method, url, headers = make_request(rng, n_users)
        parts = urlsplit(url)
        req = Request(method, unquote(parts.path), parse_qs(parts.query), headers)
        resp = handler(req)
        status_counts[resp.status] += 1
        key = re.sub(r"/\d+", "/:id", req.path.split("?")[0])
        route_counts[key.rsplit("/", 1)[0] if "posts/" in key else key] += 1
        text = json.dumps(resp.body, sort_keys=True) if resp.body is not None else ""
        body_bytes += len(text)
        for ch in text[:24]:
            digest = (digest * 33 + ord(ch)) % 4294967291
        if i % 1500 == 0:
            print(method, req.path, resp.status, resp.headers["x-request-id"], text[:60])
    print("status", sorted(status_counts.items()))
    print("routes", route_counts.most_common(6))
    print("posts", sum(len(p) for p in DB_POSTS.values()), "bytes", body_bytes, "digest", digest)


if __name__ == "__main__":
    main()  # test: main(n_requests=300, n_users=10)
