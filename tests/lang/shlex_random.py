# shlex: split/quote/join and the shlex class's modes (posix, punctuation_chars, whitespace_split,
# comments, escapes, errors) over fixed cases and seeded random command lines.
import shlex

state = [777]


def rnd(n):
    # A small linear congruential generator, so the inputs do not depend on the random module.
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % n


def show(fn):
    try:
        print(fn())
    except ValueError as e:
        print("ValueError:", e)


PIECES = ["ls", "-l", "a b", "'q'", '"dq"', "\\", "\\ ", "#c", " ", "  ", "\t", "\n", "|", "&&",
          ";", "(", ")", "<", ">>", "x=1", "$HOME", "'it''s'", '"a\\"b"', "'a\\'", "w#x",
          "~/p", "é", "a*", "{b}", "-", "2>&1", "'", '"']

for trial in range(150):
    s = "".join(PIECES[rnd(len(PIECES))] for i in range(rnd(8) + 1))
    print(repr(s))
    show(lambda: shlex.split(s))
    show(lambda: shlex.split(s, comments=True))
    show(lambda: shlex.split(s, posix=False))
    for punct in (False, True, "|&"):
        for ws in (False, True):
            def run():
                lex = shlex.shlex(s, posix=bool(rnd(2)) if trial % 2 else True,
                                  punctuation_chars=punct)
                lex.whitespace_split = ws
                return list(lex)
            show(run)
    q = shlex.quote(s)
    print(q, shlex.split(q) == [s])

print(shlex.quote(""), shlex.quote("abc"), shlex.quote("a'b"), shlex.quote("@%+=:,./-_"))
print(shlex.join(["a b", "c", "", "it's"]))
lex = shlex.shlex("a 'b c' d", posix=True)
print(lex.get_token(), lex.lineno, lex.token, repr(lex.eof))
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), lex.get_token(), repr(lex.get_token()))
lex = shlex.shlex("one\ntwo\nthree")
print(list(lex), lex.lineno, lex.error_leader(), lex.error_leader("f", 3))
lex = shlex.shlex("a;b&&c", punctuation_chars=True)
print(list(lex), lex.punctuation_chars, repr(lex.wordchars[-5:]))
lex = shlex.shlex("x", posix=False)
print(repr(lex.quotes), repr(lex.escape), repr(lex.commenters), lex.whitespace_split, lex.debug)
lex = shlex.shlex("a,b,c", posix=True)
lex.whitespace = ","
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("k=v k2='x y'", posix=True)
lex.wordchars += "="
print(list(lex))
show(lambda: shlex.split("'unterminated"))
show(lambda: shlex.split('"unterminated'))
show(lambda: shlex.split("trailing\\"))
# A comment inside a word: posix ends the token, non-posix goes on after the comment line.
for text in ['\'a\\\'\'q\'-l<#c\n"dq"{b}', "ab#c\nde f", "a<#x\n>b"]:
    for posix in (False, True):
        for punct in (False, True, "|&"):
            for ws in (False, True):
                lex = shlex.shlex(text, posix=posix, punctuation_chars=punct)
                lex.whitespace_split = ws
                show(lambda: (list(lex), lex.lineno))
