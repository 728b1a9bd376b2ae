# shlex on 400 random strings of quotes, escapes, comments and punctuation in every mode, against python3.
import random, shlex
random.seed(11)
alphabet = ['a', 'b', ' ', '  ', "'", '"', '\\', '#', '|', ';', '&', '(', ')', '\n', '\t', 'é', '-', '=', '.', '*', '$']
for trial in range(400):
    s = ''.join(random.choices(alphabet, k=random.randint(0, 14)))
    out = []
    for kw in [dict(), dict(posix=False), dict(comments=True)]:
        try:
            out.append(shlex.split(s, **kw))
        except ValueError as e:
            out.append('VE:' + str(e))
    try:
        lex = shlex.shlex(s, posix=random.random() < 0.5, punctuation_chars=random.choice([False, True, '|&']))
        lex.whitespace_split = random.random() < 0.5
        out.append(list(lex))
    except ValueError as e:
        out.append('VE:' + str(e))
    print(repr(s), out, shlex.quote(s))
