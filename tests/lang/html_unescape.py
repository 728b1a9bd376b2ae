# html.unescape: named references (with and without ';', longest match), numeric ones with HTML's
# substitutions for invalid code points, and escape/unescape round trips.
import html
tests = ['&lt;p&gt; &amp; &quot; &#39; &#x27; &eacute;', 'no refs', '&amp', '&ampx &amp;x &notit; &notin; &not', '&#0; &#13; &#128; &#x80; &#150; &#xD800; &#x110000; &#1; &#xFFFF; &#65;&#x41;&#X41',
         '&unknown; &#; &#x; & &; &&amp;', '&AElig &AElig; &Aacute; &frac12; &CounterClockwiseContourIntegral;', '&' + 'a' * 40 + ';', '&#99999999999999999999;', '&lt&gt&amp']
for t in tests:
    print(repr(html.unescape(t)))
print(html.unescape(html.escape('<a href="x">\'&</a>')))
