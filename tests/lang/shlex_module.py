import shlex
tests = ['a b c', "a 'b c' d", 'a "b \\" c" d', "x\\ y z", 'ls -l | grep foo > out.txt',
         "echo 'it''s'", 'a # comment', "a=b c=\"d e\"", '  lead  trail  ', '', 'föö bär',
         "a\\\\b 'c\\d' \"e\\f\\\\g\\$\"", 'cmd --opt="x y" -v']
for t in tests:
    print(repr(t), shlex.split(t), shlex.split(t, comments=True), shlex.split(t, posix=False))
for bad in ['"abc', "a 'b", 'ab\\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print('ValueError', e)
print(shlex.quote(''), shlex.quote('abc'), shlex.quote("it's"), shlex.quote('a b'), shlex.quote('x$y'), shlex.quote('é'))
print(shlex.join(['ls', '-l', 'my file', "o'k"]))
l = shlex.shlex('a && b; c|d (e) >>f', punctuation_chars=True)
print(list(l))
l = shlex.shlex("foo bar 'baz qux' x.y=1 #c\nnext line")
print(list(l), l.lineno)
l = shlex.shlex("a b c", posix=True)
print(l.get_token(), l.get_token()); l.push_token('zz'); print(l.get_token(), l.get_token(), l.get_token())
l = shlex.shlex("k1=v1, k2 = 'v 2'", posix=True)
l.whitespace_split = True
l.whitespace += ','
print(list(l))
l = shlex.shlex('x y', infile='f.txt')
print(l.error_leader(), l.punctuation_chars, repr(shlex.shlex('a', punctuation_chars='|').punctuation_chars))
try:
    shlex.quote(3)
except TypeError as e:
    print('TypeError', e)
l = shlex.shlex('one two')
print(next(l), next(l))
try:
    next(l)
except StopIteration:
    print('done', repr(l.get_token()))
l = shlex.shlex('one', posix=True)
print(list(l), l.get_token())
