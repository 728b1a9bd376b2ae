from string import Template
import string
import textwrap

tmpl = Template("Dear $name,\nYour order #${order_id} of $$${amount} ships on $date.\n")
orders = [
    {"name": "Ann", "order_id": 1001, "amount": "19.99", "date": "Mon"},
    {"name": "Bo", "order_id": 1002, "amount": "5.00", "date": "Tue"},
]
for o in orders:
    print(tmpl.substitute(o), end="")

partial = Template("$greeting, $who! $missing")
print(partial.safe_substitute(greeting="Hi", who="there"))
try:
    partial.substitute(greeting="Hi")
except KeyError as e:
    print("missing key:", e)

print(string.ascii_letters[:10], string.digits, string.hexdigits)
print(len(string.punctuation), len(string.printable), repr(string.whitespace))

doc = """
    This is an indented block
      with nested indentation
    and a final line.
"""
print(textwrap.dedent(doc))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
wrapped = textwrap.wrap("The quick brown fox jumps over the lazy dog " * 3, width=30)
for i, line in enumerate(wrapped, 1):
    print(f"{i:2}| {line}")
print(textwrap.fill("a" * 25 + " bb cc", width=10))
print(textwrap.shorten("Hello  world, this is a long sentence", width=20))
w = textwrap.TextWrapper(width=25, initial_indent="* ", subsequent_indent="  ")
print(w.fill("Lists in agent output are often wrapped with bullets like this one."))
