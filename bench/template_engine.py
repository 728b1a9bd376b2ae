# Benchmark (held-out style, after typical agent code): a small Jinja-like template engine.
# Templates are tokenized with re.split into text, {{ expr|filter }} and {% tag %} parts,
# compiled to a tree of node classes (Text, Var, For, If) with an explicit block stack and
# TemplateSyntaxError, then rendered against nested dicts and objects with dotted lookups
# (getattr / dict item / list index), a filter table of functions and lambdas, loop variables
# and io.StringIO-free string building with list.append + "".join. Renders invoices and a
# report for generated customers; prints sizes and a checksum.
import random
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional

TOKEN_RE = re.compile(r"({{.*?}}|{%.*?%})", re.S)


class TemplateError(Exception):
    pass


class TemplateSyntaxError(TemplateError):
    def __init__(self, message: str, position: int) -> None:
        super().__init__(f"{message} at token {position}")
        self.position = position


class UndefinedError(TemplateError):
    pass


def _title(value: Any) -> str:
    return " ".join(w.capitalize() for w in str(value).split())


FILTERS: Dict[str, Callable[..., Any]] = {
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "title": _title,
    "money": lambda v: f"${v / 100:,.2f}",
    "length": len,
    "default": lambda v, d="-": v if v not in (None, "") else d,
    "truncate": lambda v, n="12": (str(v)[: int(n)] + "...") if len(str(v)) > int(n) else str(v),
    "join": lambda v, sep=", ": sep.join(str(x) for x in v),
    "pad": lambda v, n="8": str(v).rjust(int(n)),
}


def lookup(context: List[Dict[str, Any]], path: str) -> Any:
    head, *rest = path.split(".")
    for scope in reversed(context):
        if head in scope:
            value = scope[head]
            break
    else:
        raise UndefinedError(f"'{head}' is undefined")
    for part in rest:
        if isinstance(value, dict):
            value = value[part]
        elif isinstance(value, (list, tuple)) and part.isdigit():
            value = value[int(part)]
        else:
            value = getattr(value, part)
    return value


def evaluate(expr: str, context: List[Dict[str, Any]]) -> Any:
    name, *filters = [p.strip() for p in expr.split("|")]
    if name.startswith('"') and name.endswith('"'):
        value: Any = name[1:-1]
    elif name.lstrip("-").isdigit():
        value = int(name)
    else:
        try:
            value = lookup(context, name)
        except (KeyError, AttributeError, IndexError, UndefinedError):
            value = None
    for spec in filters:
        fname, _, arg = spec.partition(":")
        func = FILTERS.get(fname)
        if func is None:
            raise TemplateError(f"unknown filter {fname!r}")
        value = func(value, arg.strip('"')) if arg else func(value)
    return value


class Node(ABC):
    @abstractmethod
    def render(self, context: List[Dict[str, Any]], out: List[str]) -> None:
        ...


@dataclass
class Text(Node):
    text: str

    def render(self, context, out):
        out.append(self.text)


@dataclass
class Var(Node):
    expr: str

    def render(self, context, out):
        value = evaluate(self.expr, context)
        out.append("" if value is None else str(value))


@dataclass
class For(Node):
    var: str
    iterable: str
    body: List[Node] = field(default_factory=list)

    def render(self, context, out):
        items = evaluate(self.iterable, context) or []
        total = len(items)
        for index, item in enumerate(items):
            loop = {"index": index + 1, "first": index == 0, "last": index == total - 1}
            context.append({self.var: item, "loop": loop})
            try:
                for node in self.body:
                    node.render(context, out)
            finally:
                context.pop()


@dataclass
class If(Node):
    condition: str
    body: List[Node] = field(default_factory=list)
    orelse: List[Node] = field(default_factory=list)
    in_else: bool = False

    def render(self, context, out):
        negate = self.condition.startswith("not ")
        value = evaluate(self.condition[4:] if negate else self.condition, context)
        for node in (self.body if bool(value) != negate else self.orelse):
            node.render(context, out)


class Template:
    def __init__(self, source: str) -> None:
        self.source = source
        self.nodes = self._compile(source)

    @staticmethod
    def _compile(source: str) -> List[Node]:
        root: List[Node] = []
        stack: List[Node] = []

        def target() -> List[Node]:
            if not stack:
                return root
            top = stack[-1]
            if isinstance(top, If) and top.in_else:
                return top.orelse
            return top.body  # type: ignore[attr-defined]

        for position, token in enumerate(TOKEN_RE.split(source)):
            if not token:
                continue
            if token.startswith("{{"):
                target().append(Var(token[2:-2].strip()))
            elif token.startswith("{%"):
                words = token[2:-2].split()
                if not words:
                    raise TemplateSyntaxError("empty tag", position)
                tag = words[0]
                if tag == "for":
                    if len(words) != 4 or words[2] != "in":
                        raise TemplateSyntaxError("bad for", position)
                    node: Node = For(words[1], words[3])
                    target().append(node)
                    stack.append(node)
                elif tag == "if":
                    node = If(" ".join(words[1:]))
                    target().append(node)
                    stack.append(node)
                elif tag == "else":
                    if not stack or not isinstance(stack[-1], If):
                        raise TemplateSyntaxError("else outside if", position)
                    stack[-1].in_else = True
                elif tag in ("endfor", "endif"):
                    expected = For if tag == "endfor" else If
                    if not stack or not isinstance(stack.pop(), expected):
                        raise TemplateSyntaxError(f"unexpected {tag}", position)
                else:
                    raise TemplateSyntaxError(f"unknown tag {tag!r}", position)
            else:
                target().append(Text(token))
        if stack:
            raise TemplateSyntaxError("unclosed block", -1)
        return root

    def render(self, **variables: Any) -> str:
        out: List[str] = []
        context = [{"true": True, "false": False}, variables]
        for node in self.nodes:
            node.render(context, out)
        return "".join(out)


INVOICE = """Invoice {{ invoice.number|pad:6 }} for {{ customer.name|title }}
{% if customer.vip %}*** VIP customer ***{% else %}Standard customer{% endif %}
{% for line in invoice.lines %}{{ loop.index }}. {{ line.sku|upper }} {{ line.name|truncate:14 }} x{{ line.qty }} @ {{ line.price|money }}{% if line.note %} ({{ line.note }}){% endif %}
{% endfor %}Tags: {{ customer.tags|join:"/"|default:"none" }}
Total: {{ invoice.total|money }}{% if not invoice.paid %} -- UNPAID{% endif %}
"""

REPORT = """{% for c in customers %}{{ c.name|pad:20 }}|{% for i in c.invoices %}{{ i.total|money|pad:12 }}{% if not loop.last %},{% endif %}{% endfor %}
{% endfor %}Customers: {{ customers|length }}
"""

BAD_TEMPLATES = ["{% for x items %}{% endfor %}", "{% if a %}", "{% endif %}", "{% blah %}",
                 "{{ x|nosuch }}", "{% else %}", "{% %}"]


@dataclass
class Customer:
    name: str
    vip: bool
    tags: List[str]
    invoices: List[Dict[str, Any]] = field(default_factory=list)


def make_customers(rng: random.Random, count: int) -> List[Customer]:
    first = ["ada", "grace", "alan", "edsger", "barbara", "donald", "ken", "linus"]
    last = ["lovelace", "hopper", "turing", "dijkstra", "liskov", "knuth", "thompson"]
    products = ["widget", "gadget", "sprocket", "flux capacitor", "thingamajig", "doohickey"]
    customers = []
    for n in range(count):
        name = f"{rng.choice(first)} {rng.choice(last)}"
        tags = rng.sample(["eu", "us", "net30", "priority", "new"], rng.randint(0, 3))
        customer = Customer(name, rng.random() < 0.2, tags)
        for k in range(rng.randint(1, 4)):
            lines = [
                {"sku": f"sku-{rng.randint(100, 999)}", "name": rng.choice(products),
                 "qty": rng.randint(1, 9), "price": rng.randint(99, 99999),
                 "note": rng.choice(["", "", "backorder", "gift"])}
                for _ in range(rng.randint(1, 6))
            ]
            total = sum(line["qty"] * line["price"] for line in lines)
            customer.invoices.append({"number": n * 10 + k, "lines": lines, "total": total,
                                      "paid": rng.random() < 0.7})
        customers.append(customer)
    return customers


def main() -> None:
    rng = random.Random(99)
    invoice_tpl = Template(INVOICE)
    report_tpl = Template(REPORT)
    errors = []
    for source in BAD_TEMPLATES:
        try:
            Template(source).render(x=1)
        except TemplateError as exc:
            errors.append(type(exc).__name__)
    print("errors:", ", ".join(errors))
    total_chars = 0
    checksum = 0
    unpaid = 0
    for batch in range(20):  # test: for batch in range(2):
        customers = make_customers(rng, 60)  # test: customers = make_customers(rng, 8)
        for customer in customers:
            for invoice in customer.invoices:
                text = invoice_tpl.render(invoice=invoice, customer=customer)
                total_chars += len(text)
                unpaid += text.count("UNPAID")
                checksum = (checksum * 33 + sum(map(ord, text[-40:]))) % 1_000_000_007
        report = report_tpl.render(customers=customers)
        total_chars += len(report)
        if batch == 0:
            print(report.splitlines()[0])
            print(invoice_tpl.render(invoice=customers[0].invoices[0], customer=customers[0]))
    print(f"chars={total_chars} unpaid={unpaid} checksum={checksum}")


if __name__ == "__main__":
    main()
