import textwrap
from string import Template

records = [("Widget", 4, 3.5), ("Gadget with a very long descriptive name", 1, 199.99), ("Nut", 100, 0.05)]
tmpl = Template("Dear $name,\nYour order of $$${total} has shipped.")
print(tmpl.substitute(name="Ann", total="12.50"))
print(Template("$a and $b").safe_substitute(a=1))
width = 40
print("=" * width)
for name, q, p in records:
    lines = textwrap.wrap(name, 20)
    print(f"{lines[0]:<20}{q:>6}{q * p:>14.2f}")
    for extra in lines[1:]:
        print(f"  {extra}")
print("=" * width)
para = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.fill(para.strip(), width=36, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(para, width=30, placeholder=" [...]"))
print(textwrap.dedent("""
    def f():
        return 1
""").strip())
print(textwrap.indent("a\nb\n\nc", "+ "))
