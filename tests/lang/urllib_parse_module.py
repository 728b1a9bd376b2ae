# urllib.parse (stdlib/np_lib_urllib_parse.py): splitting, joining, quoting and query strings,
# compared with CPython on ordinary and awkward inputs, and its errors.
import urllib.parse
from urllib.parse import (parse_qs, parse_qsl, quote, quote_from_bytes, quote_plus, unquote,
                          unquote_plus, unquote_to_bytes, urldefrag, urlencode, urljoin,
                          urlparse, urlsplit, urlunparse, urlunsplit)


def t(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


URLS = [
    "http://www.example.com/a/b;p?q=1&r=2#frag",
    "https://user:pw@Host.Example.COM:8080/path/to/x.html?x=y#top",
    "HTTP://example.com",
    "ftp://ftp.x.org/pub/file.txt",
    "mailto:someone@example.com",
    "file:///etc/hosts",
    "//netloc/only/path",
    "/just/a/path?and=query",
    "relative/path#f",
    "http://[::1]:8000/v6",
    "http://[fe80::1%25eth0]/z",
    "news:comp.lang.python",
    "http://a/b/c/d;p?q",
    "  http://x.org/ws\t/in\nside",
    "path:80",
    "http://x.com?only=query",
    "http://x.com#only-frag",
    "",
    "http://user@host/",
    "http://:@host:/",
    "tel:+1-816-555-1212",
    "sip:alice@atlanta.com;maddr=239.255.255.1",
    "svn+ssh://svn.example.org/repo/trunk",
    "http://example.com/a;b;c/d;e",
]
for u in URLS:
    s = urlsplit(u)
    p = urlparse(u)
    print(s)
    print(p)
    print(s.geturl(), p.geturl(), urlunsplit(s) == s.geturl(), urlunparse(p))
    t("  userinfo/host/port", lambda: (s.username, s.password, s.hostname, s.port))
print(urlsplit("a#b", allow_fragments=False), urlparse("x/y", scheme="http"))
print(urlsplit("http://h/p", scheme="ftp"), urlsplit("//h/p", scheme="ftp"))
print(urlunsplit(("http", "h", "p", "", "")), urlunsplit(("http", "", "p", "q", "f")))
print(urlunsplit(("", "", "//p", "", "")), urlunsplit(("mailto", "", "a@b", "", "")))
print(urlunparse(("http", "h", "/p", "par", "q", "f")), urlunparse(["", "", "", "", "", ""]))
r = urlparse("http://h/p?q")
print(r._replace(scheme="https").geturl(), r.scheme, r[1], len(r), tuple(r))
print(isinstance(r, tuple), type(r).__name__, type(urlsplit("x")).__name__)

BASE = "http://a/b/c/d;p?q"
REFS = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
        "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
        "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
        "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x",
        "g#s/./x", "g#s/../x", "http:g", "https://other/x", "ftp://f/x", "mailto:x@y"]
for ref in REFS:
    print(repr(ref), urljoin(BASE, ref))
for base, ref in [("http://a/b/", "c"), ("http://a", "b"), ("http://a/b", "../../c"),
                  ("mailto:x", "y"), ("", "z"), ("http://a/b", ""), ("file:///x/y", "z"),
                  ("http://a/b/c", "//d/e"), ("http://a/b?q#f", "#g"), ("x/y", "z"),
                  ("http://a/b/c/", ".."), ("svn://h/a/b", "../c")]:
    print(repr(base), repr(ref), urljoin(base, ref))
print(urljoin("http://a/b#c", "#d", allow_fragments=False))
print(urldefrag("http://a/b#frag"), urldefrag("http://a/b"), urldefrag("x#"))
print(urldefrag("http://a/b;p?q#f").geturl(), urldefrag("a").url)

for s in ["abc", "a b", "a/b c?d=e&f", "ü€𝄞", "~_.-", "", "100%", "a+b"]:
    print(repr(s), quote(s), quote(s, safe=""), quote(s, safe="?=&"), quote_plus(s),
          quote_plus(s, safe="/"), unquote(quote(s)), unquote_plus(quote_plus(s)))
print(quote(b"\x00\xff /"), quote("é", encoding="latin-1"), quote("é", errors="strict"))
print(quote_from_bytes(b"a b\x80"), quote_from_bytes(bytearray(b"~x"), safe=b"~"))
print(quote_plus(b"a b+c"), quote_plus("a b", safe=b"+"))
for s in ["a%20b", "%41%42%zz", "%", "%4", "%e2%82%ac", "%E2%82", "x%C3%A9y", "+%2B+",
          "%F0%9F%98%80", "%ff", "no escapes"]:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(unquote(b"a%20b"), unquote("%e9", encoding="latin-1"), unquote("%ff", errors="ignore"))
print(unquote_to_bytes(b"%41+"), unquote_to_bytes(""))

print(urlencode({"a": 1, "b": "x y", "c": "é&="}))
print(urlencode([("k", "v1"), ("k", "v2"), ("s p", "")]))
print(urlencode({"a": [1, 2], "b": ("x", "y"), "c": "str", "d": b"by"}, doseq=True))
print(urlencode({"a": [1, 2]}), urlencode({"a": None, "b": True}), urlencode({}))
print(urlencode({"p": "/x y"}, safe="/"), urlencode({"p": "a b"}, quote_via=quote))
print(urlencode({b"k": b"v w"}), urlencode([]))

for qs in ["a=1&b=2&a=3", "a=&b", "a=1&&b=2", "x=a+b%20c&y=%E2%82%AC", "=v", "k=v=w", "",
           "a", "a=1;b=2", "%zz=1"]:
    print(repr(qs), parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qs(qs),
          parse_qs(qs, keep_blank_values=True))
print(parse_qsl("a=1;b=2", separator=";"), parse_qs("a=1&a=2", max_num_fields=2))

t("quote(5)", lambda: quote(5))
t("quote bytes with encoding", lambda: quote(b"x", encoding="utf-8"))
t("quote bytes with errors", lambda: quote(b"x", errors="strict"))
t("quote_from_bytes(str)", lambda: quote_from_bytes("x"))
t("urlencode(5)", lambda: urlencode(5))
t("urlencode([1])", lambda: urlencode([1]))
t("urlencode('ab')", lambda: urlencode("ab"))
t("open bracket", lambda: urlsplit("http://[::1/x"))
t("close bracket", lambda: urlsplit("http://::1]/x"))
t("port too big", lambda: urlsplit("http://x:99999/").port)
t("port not a number", lambda: urlsplit("http://x:ab/").port)
t("port empty", lambda: urlsplit("http://x:/").port)
t("port 0", lambda: urlsplit("http://x:0/").port)
t("strict bad field", lambda: parse_qsl("a=1&b", strict_parsing=True))
t("strict empty field", lambda: parse_qsl("a=1&&b=2", strict_parsing=True))
t("too many fields", lambda: parse_qsl("a=1&b=2&c=3", max_num_fields=2))
t("empty separator", lambda: parse_qsl("a=1", separator=""))
t("urljoin mixed", lambda: urljoin(5, "a"))
t("module attribute", lambda: urllib.parse.quote("a b"))
