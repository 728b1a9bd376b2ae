# html.escape (stdlib/np_lib_html.py): every replaced character with and without quote=, text
# that needs nothing, the order (& first, so no double escaping), and the error for a non-str.
import html

print(html.escape('<a href="x">Tom & \'Jerry\'</a>'))
print(html.escape("<\"'>&", quote=False), html.escape("<\"'>&", True))
print(html.escape("plain text"), html.escape(""), html.escape("&amp;"))
rows = [("**bold**", 3), ("a < b && c > d", 7)]
print("".join(f"<td>{html.escape(t)}</td><td>{n}</td>" for t, n in rows))
for bad in (5, None):
    try:
        html.escape(bad)
    except AttributeError as e:
        print("AttributeError", e)
