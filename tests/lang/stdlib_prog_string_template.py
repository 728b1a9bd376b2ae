import string
from string import Template

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

def is_strong(pw):
    checks = [
        any(c in string.ascii_lowercase for c in pw),
        any(c in string.ascii_uppercase for c in pw),
        any(c in string.digits for c in pw),
        any(c in string.punctuation for c in pw),
        len(pw) >= 8,
    ]
    return sum(checks)

def main():
    t = Template("Hello $name, your order #$order ships on ${day}.")
    print(t.substitute(name="Ana", order=42, day="Monday"))
    print(t.safe_substitute(name="Bo"))
    try:
        t.substitute(name="x")
    except KeyError as e:
        print("missing", e)
    print(caesar("Hello, World!", 3), caesar(caesar("abcxyz", 5), 21))
    for pw in ["abc", "Passw0rd!", "ALLCAPS123"]:
        print(pw, is_strong(pw))
    print(string.capwords("the  quick brown   fox"))
    print(len(string.printable), string.hexdigits, string.octdigits)
    print(string.digits + string.ascii_letters[:5])
    print("".join(c for c in "a-b_c!d" if c not in string.punctuation))
    print(Template("$$ cost: $amt").substitute(amt="5"))

main()
