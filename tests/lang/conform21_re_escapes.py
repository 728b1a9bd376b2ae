# Escapes and group extensions CPython's sre rejects are rejected with its messages, where PCRE2
# would accept them with another meaning (\k \g \p \z \Q \K \N (?<n> (?| ...).
import re
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
for p in [r'\k', r'\g', r'\p', r'\y', r'\N', r'\8', r'[\k]', r'\c', r'\e', r'\o', r'\q', r'\i', r'\j', r'\K', r'\R', r'\h', r'\X', r'\C', r'\E', r'\Q', r'\G', r'\L', r'\l', r'\U', r'\u12', r'\x1', r'\x', r'\0', r'\01', r'\400', r'a**', r'a{3', r'a{,3}', r'(?P<n>a)(?P=n)', r'(?P<n>a)(?P<n>b)', r'(?<n>a)', r"(?'n'a)", r'(?#comment)a', r'(?i:a)B', r'(?-i:a)', r'(?x: a )', r'(?u)a', r'[]a]', r'[^]a]', r'[a-]', r'[\w-z]', r'(?>a)', r'a++', r'a*+', r'(a)(?(1)b|c)', r'\Z', r'\z', r'$', r'\B', r'\s\S\d\D\w\W', r'(?s:.)', r'[[:alpha:]]', r'\ba\b']:
    t(lambda: re.findall(p, 'a b_a1 (a) xaab]'))
t(lambda: re.sub('a', r'\g<0>\g<0>', 'bab')); t(lambda: re.sub('(a)', r'\g<1>x', 'a')); t(lambda: re.sub('(?P<q>a)', r'\g<q>\g<q>', 'a'))
t(lambda: re.sub('(a)', r'\g<x>', 'a')); t(lambda: re.sub('a', '\\', 'a')); t(lambda: re.sub('a', r'\q', 'a')); t(lambda: re.sub('a', r'\n\t', 'a')); t(lambda: re.sub('(a)|b', r'[\1]', 'ab'))
t(lambda: re.split(r'\b', 'a b')); t(lambda: re.split('x*', 'axbc')); t(lambda: re.sub('x*', '-', 'abxd')); t(lambda: re.findall(r'^', 'a\nb', re.M)); t(lambda: re.match('(a)|(b)', 'b').groups())
t(lambda: re.compile('a').match('xa', pos=1)); t(lambda: re.compile('^a').search('xa', 1)); t(lambda: re.compile('a$').search('ab', 0, 1)); t(lambda: re.fullmatch('a|ab', 'ab'))
t(lambda: re.match(r'(?P<a>x)', 'x').group('b')); t(lambda: re.match(r'(x)', 'x').group(2)); t(lambda: re.match(r'(x)', 'x')[0]); t(lambda: re.search('a', 'bab').start())

# A '[' inside a set is a member (no POSIX class); verbose comments and (?#...) may hold anything.
t(lambda: re.findall(r'[[:alpha:]]+', 'ab:[c]'))
t(lambda: re.findall(r'(?x) a  # \k \z is fine in a comment
 b', 'ab'))
t(lambda: re.findall(r'a(?# \k )b', 'ab'))
t(lambda: re.findall(r'[\k]', 'k'))
t(lambda: re.findall(r'[\8]', '8'))
t(lambda: re.findall(r'\U0001F600|\U00110000', 'x'))
t(lambda: re.findall(r'\x41\u0042\U00000043\101\0', 'ABCA\0'))
t(lambda: re.compile(r'(?|a)')); t(lambda: re.compile(r'(?R)')); t(lambda: re.compile(r'(?&n)')); t(lambda: re.compile(r'(?P>n)')); t(lambda: re.compile(r'(?<'))
