# html.escape/unescape, fnmatch (fnmatch/fnmatchcase/filter/translate), string (constants,
# capwords, Template, Formatter) and json's JSONEncoder/JSONDecoder classes, over fixed edge cases
# and seeded random inputs.
import fnmatch
import html
import json
import string

state = [99]


def rnd(n):
    # A small linear congruential generator, so the inputs do not depend on the random module.
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % n


def show(fn):
    try:
        print(fn())
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        print(type(e).__name__, e)


HPIECES = ["a", "<", ">", "&", '"', "'", "&amp;", "&lt", "&#65;", "&#x41", "&eacute;", "&notin",
           "&not", "&#0;", "&#150;", "&#xd800;", "&#1114112;", "&zzz;", "é", " ", "&#", "&;"]
for trial in range(120):
    s = "".join(HPIECES[rnd(len(HPIECES))] for i in range(rnd(7) + 1))
    print(repr(s), repr(html.escape(s)), repr(html.escape(s, quote=False)), repr(html.unescape(s)))
    assert html.unescape(html.escape(s)) == s

FPIECES = ["a", "b", "*", "?", "[ab]", "[!a]", "[a-c]", "[]", "[!]", "[", "]", "\\", ".", "x*y",
           "[z-a]", "[a-]", "[-a]", "[[]", "[!]a]", "**", "/", "A", "[^a]", "(", "+", "$"]
NAMES = ["", "a", "b", "ab", "ba", "abc", "A", "x.y", "[", "]", "-", "a/b", "aXy", "xzy", "\\",
         "c", "zz", "a-b", "[ab]", "^", "(", "a+$"]
for trial in range(120):
    pat = "".join(FPIECES[rnd(len(FPIECES))] for i in range(rnd(4) + 1))
    print(repr(pat), fnmatch.translate(pat), [n for n in NAMES if fnmatch.fnmatchcase(n, pat)],
          fnmatch.filter(NAMES, pat) == [n for n in NAMES if fnmatch.fnmatch(n, pat)])

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), repr(string.printable))
print(string.capwords("  hello   wORLD\tfoo "), string.capwords("a-b c-d", "-"), string.capwords(""))
T = string.Template
for tpl in ["$a and ${b}", "$$ $a$b", "${a}x $c", "$", "$1", "x ${", "${a", "$a.b", "$_u9 $a_"]:
    show(lambda: T(tpl).substitute(a=1, b="B", c=None))
    show(lambda: T(tpl).safe_substitute({"a": 1}, b=2))
    show(lambda: T(tpl).get_identifiers())
    show(lambda: T(tpl).is_valid())
show(lambda: T("$a").substitute({"a": 1}, {"b": 2}))
show(lambda: T("line1\n  $x $").substitute(x=1))


class Pct(string.Template):
    delimiter = "%"
    idpattern = "[a-z]+"


class Braces(string.Template):
    braceidpattern = "[A-Z]+"


print(Pct("%who likes %%what %x1").safe_substitute(who="tim", x="X"), Pct.delimiter)
print(Braces("${AB} $ab ${ab}").safe_substitute(AB=1, ab=2), T("x").template)
f = string.Formatter()
print(f.format("{0}-{1!r}-{x:>5}-{y[0]}-{z.real}", 1, "s", x=3, y=[7], z=2j))
print(f.format("{} {} {:{}}", "a", "b", 7, 4), f.vformat("{a}{0}", (1,), {"a": 2}))
print(list(f.parse("a{0}b{x!r:>3}c{{}}d{}")), list(f.parse("")), list(f.parse("}}x{{")))
for bad in ["{", "}", "{0", "{!x}", "{0!}", "{:{:{}}}", "{0}{}", "{}{0}"]:
    show(lambda: f.format(bad, 1, 2, a=1))
print(f.get_field("a.real", [], {"a": 5}), f.convert_field(3, "a"), f.format_field(3.5, ".2f"))


class Upper(string.Formatter):
    def format_field(self, value, spec):
        return str(value).upper()

    def get_value(self, key, args, kwargs):
        return kwargs.get(key, "?") if isinstance(key, str) else args[key]


print(Upper().format("{a} {0} {b}", "zero", a="x"))


class SortedEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


enc = json.JSONEncoder(sort_keys=True, indent=2)
print(enc.encode({"b": [1, 2], "a": None}), enc.item_separator, repr(enc.key_separator))
print(json.JSONEncoder().item_separator, json.JSONEncoder(separators=(",", ":")).encode([1, {"x": 2}]))
print(json.dumps({"s": {3, 1}}, cls=SortedEncoder), "".join(json.JSONEncoder().iterencode([1, "a"])))
show(lambda: json.dumps({1, 2}))
show(lambda: json.JSONEncoder().encode(object))
show(lambda: json.JSONEncoder(allow_nan=False).encode(float("nan")))
print(json.JSONEncoder(skipkeys=True).encode({(1, 2): 3, "k": 4}), json.JSONEncoder(ensure_ascii=False).encode("é"))
dec = json.JSONDecoder(object_pairs_hook=lambda p: p, parse_float=str, parse_int=lambda s: int(s) * 2)
print(dec.decode('{"a": 1.5, "b": [2, {"c": 3}]}'), json.JSONDecoder().decode(' [1, "x"] '))
print(json.loads('{"a": 1}', cls=json.JSONDecoder, object_hook=lambda d: sorted(d)))
show(lambda: json.JSONDecoder().decode('{"a": }'))
show(lambda: json.JSONDecoder(strict=True).decode('"a\tb"'))
print(repr(json.JSONDecoder(strict=False).decode('"a\tb"')), json.JSONDecoder(parse_constant=str).decode("[NaN]"))

# Formatter.parse and field names over random format strings (errors included), and Template's
# invalid-placeholder positions with delimiters of one and two characters.
FMT = ["{", "}", "{{", "}}", "0", "a", "!", "r", ":", "[", "]", ".", ">3", "x", "{}", "{0}", "b"]
for trial in range(300):
    s = "".join(FMT[rnd(len(FMT))] for i in range(rnd(7) + 1))
    show(lambda: (s, list(f.parse(s))))
    show(lambda: (s, f.format(s, [1, [2]], 7, a=[[5], {"b": 3}], b="B", x=2.5)))
for s in ["{a.}", "{a[}", "{a[0]x}", "{a.b.}", "{.a}", "{[0]}", "{a[]}", "{a[1][b]}", "{ 0}",
          "{-1}", "{a..b}", "{00}", "{0x}", "{a[}]}", "{a{b}c}", "{a:{b:{c}}}", "{0!"]:
    show(lambda: f.format(s, [1, [2]], a=[[5], {"b": 3}, 7], **{" 0": "sp", "-1": "m", "": "e",
                                                                 "0x": "ox", "b": 1, "c": 2}))
for delim in ("$", "%%", "#"):
    class D(string.Template):
        delimiter = delim
    for s in ["$1", "x ${", "${a", "ab$", "a $ b", "$$$", "x\n$", "x\r\ny $", "\n\n$!"]:
        show(lambda: D(s.replace("$", delim)).substitute(a=1))
show(lambda: T("$a").substitute(None))
show(lambda: T("$a $b").substitute({"a": 1}))
