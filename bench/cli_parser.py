# Benchmark (held-out style, after typical agent code): a hand-written command-line parser in the
# spirit of argparse. Commands with subcommands declare options (dataclasses with types,
# choices, defaults, actions store/store_true/append/count, nargs) and positionals; thousands
# of generated argument vectors (combined short flags "-vvq", "--opt=value", "--", negative
# numbers, abbreviations of long options, bad values) are tokenised and parsed into namespaces,
# usage errors are raised as a small exception hierarchy, and help screens are wrapped with
# textwrap. A dispatcher then runs each parsed command against a fake package store.
import random
import textwrap
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Optional


class UsageError(Exception):
    code = 2


class UnknownOption(UsageError):
    pass


class MissingValue(UsageError):
    pass


class BadValue(UsageError):
    pass


class AmbiguousOption(UsageError):
    pass


@dataclass
class Option:
    names: tuple
    dest: str
    action: str = "store"
    type: Callable = str
    default: Any = None
    choices: Optional[tuple] = None
    help: str = ""
    metavar: str = ""

    @property
    def takes_value(self):
        return self.action in ("store", "append")

    def convert(self, raw):
        try:
            value = self.type(raw)
        except ValueError:
            raise BadValue(f"argument {self.names[0]}: invalid {self.type.__name__} value: {raw!r}")
        if self.choices is not None and value not in self.choices:
            opts = ", ".join(map(repr, self.choices))
            raise BadValue(f"argument {self.names[0]}: invalid choice: {raw!r} (choose from {opts})")
        return value


@dataclass
class Positional:
    dest: str
    nargs: str = "1"
    type: Callable = str
    help: str = ""


@dataclass
class Command:
    name: str
    help: str = ""
    options: list = field(default_factory=list)
    positionals: list = field(default_factory=list)
    subcommands: dict = field(default_factory=dict)

    def option(self, *names, **kw):
        longs = [n for n in names if n.startswith("--")] or list(names)
        dest = kw.pop("dest", longs[0].lstrip("-").replace("-", "_"))
        self.options.append(Option(names, dest, **kw))
        return self

    def positional(self, dest, **kw):
        self.positionals.append(Positional(dest, **kw))
        return self

    def sub(self, name, help=""):
        cmd = Command(name, help)
        self.subcommands[name] = cmd
        return cmd

    def find_long(self, name):
        exact = [o for o in self.options if name in o.names]
        if exact:
            return exact[0]
        cands = [o for o in self.options for n in o.names if n.startswith(name) and n.startswith("--")]
        if len(cands) > 1:
            names = ", ".join(sorted(c.names[-1] for c in cands))
            raise AmbiguousOption(f"ambiguous option: {name} could match {names}")
        if not cands:
            raise UnknownOption(f"unrecognized arguments: {name}")
        return cands[0]

    def find_short(self, ch):
        for o in self.options:
            if "-" + ch in o.names:
                return o
        raise UnknownOption(f"unrecognized arguments: -{ch}")

    def parse(self, argv, ns=None):
        ns = {} if ns is None else ns
        for o in self.options:
            ns.setdefault(o.dest, 0 if o.action == "count" else ([] if o.action == "append" else
                                                                   (False if o.action == "store_true" else o.default)))
        free = []
        i = 0
        while i < len(argv):
            tok = argv[i]
            i += 1
            if tok == "--":
                free.extend(argv[i:])
                break
            if tok.startswith("--"):
                name, eq, val = tok.partition("=")
                opt = self.find_long(name)
                if opt.takes_value and not eq:
                    if i >= len(argv):
                        raise MissingValue(f"argument {name}: expected one argument")
                    val = argv[i]
                    i += 1
                self.apply(opt, ns, val if (eq or opt.takes_value) else None)
            elif tok.startswith("-") and len(tok) > 1 and not tok[1].isdigit():
                j = 1
                while j < len(tok):
                    opt = self.find_short(tok[j])
                    j += 1
                    if opt.takes_value:
                        val = tok[j:]
                        if not val:
                            if i >= len(argv):
                                raise MissingValue(f"argument -{tok[j - 1]}: expected one argument")
                            val = argv[i]
                            i += 1
                        self.apply(opt, ns, val)
                        break
                    self.apply(opt, ns, None)
            elif not free and tok in self.subcommands:
                ns["command"] = ns.get("command", ()) + (tok,)
                return self.subcommands[tok].parse(argv[i:], ns)
            else:
                free.append(tok)
        self.bind_positionals(free, ns)
        return ns

    def apply(self, opt, ns, val):
        if opt.action == "store":
            ns[opt.dest] = opt.convert(val)
        elif opt.action == "append":
            ns[opt.dest] = ns[opt.dest] + [opt.convert(val)]
        elif opt.action == "count":
            ns[opt.dest] += 1
        else:
            ns[opt.dest] = True

    def bind_positionals(self, free, ns):
        k = 0
        for p in self.positionals:
            if p.nargs == "*":
                ns[p.dest] = [p.type(x) for x in free[k:]]
                k = len(free)
            elif p.nargs == "?":
                ns[p.dest] = p.type(free[k]) if k < len(free) else None
                k += k < len(free)
            else:
                if k >= len(free):
                    raise UsageError(f"the following arguments are required: {p.dest}")
                ns[p.dest] = p.type(free[k])
                k += 1
        if k < len(free):
            raise UnknownOption(f"unrecognized arguments: {' '.join(free[k:])}")

    def help_text(self, prog, width=60):
        usage = [prog]
        for o in self.options:
            meta = f" {o.metavar or o.dest.upper()}" if o.takes_value else ""
            usage.append(f"[{o.names[0]}{meta}]")
        usage += [p.dest if p.nargs == "1" else f"[{p.dest} ...]" for p in self.positionals]
        if self.subcommands:
            usage.append("{" + ",".join(self.subcommands) + "} ...")
        lines = textwrap.wrap(" ".join(usage), width, initial_indent="usage: ",
                              subsequent_indent=" " * 7)
        if self.options:
            lines.append("")
            lines.append("options:")
            for o in self.options:
                head = "  " + ", ".join(o.names)
                text = o.help + (f" (default: {o.default})" if o.default not in (None, "") else "")
                body = textwrap.wrap(text, width - 24) or [""]
                if len(head) < 22:
                    lines.append(f"{head:<24}{body[0]}")
                else:
                    lines.append(head)
                    lines.append(" " * 24 + body[0])
                lines.extend(" " * 24 + b for b in body[1:])
        return "\n".join(lines)


def build_cli():
    root = Command("pkg", "A package tool.")
    root.option("-v", "--verbose", action="count", help="more output; repeat for even more detail")
    root.option("-q", "--quiet", action="store_true", help="suppress all non-error output")
    root.option("--color", choices=("auto", "always", "never"), default="auto",
                help="when to colorize the output of every command")
    inst = root.sub("install", "Install packages.")
    inst.option("-r", "--requirement", action="append", metavar="FILE",
                help="install from the given requirements file; may be repeated")
    inst.option("-j", "--jobs", type=int, default=4, help="parallel downloads")
    inst.option("--index-url", default="https://pypi.org/simple", help="base URL of the index")
    inst.option("--no-deps", action="store_true", help="skip dependencies")
    inst.option("--upgrade", "-U", action="store_true", help="upgrade packages")
    inst.positional("packages", nargs="*")
    rm = root.sub("remove", "Remove packages.")
    rm.option("-y", "--yes", action="store_true", help="do not ask")
    rm.positional("packages", nargs="*")
    ls = root.sub("list", "List packages.")
    ls.option("--format", choices=("columns", "json", "freeze"), default="columns", help="output format")
    ls.option("--limit", type=int, default=0, help="show at most N packages")
    cfg = root.sub("config", "Read or write settings.")
    cget = cfg.sub("get", "Print a setting.")
    cget.positional("key")
    cset = cfg.sub("set", "Change a setting.")
    cset.option("--global", dest="is_global", action="store_true", help="write the user file")
    cset.positional("key")
    cset.positional("value")
    return root


PKGS = ["requests", "numpy", "flask", "rich", "attrs", "click", "jinja2", "pyyaml", "six", "idna"]


def rand_argv(rng):
    argv = []
    for _ in range(rng.randint(0, 2)):
        argv.append(rng.choice(["-v", "-vv", "-q", "-vq", "--color=never", "--col", "always",
                                "--verbose", "--colour=auto", "-x"]))
    cmd = rng.choice(["install", "install", "remove", "list", "config", "bogus"])
    argv.append(cmd)
    if cmd == "install":
        for _ in range(rng.randint(0, 4)):
            argv.extend(rng.choice([["-j", str(rng.randint(1, 16))], ["-j8"], ["--jobs=x"],
                                    ["-r", "req.txt"], ["-rdev.txt"], ["--up"], ["-U"],
                                    ["--no-deps"], ["--index-url"], ["--in", "http://mirror"],
                                    [rng.choice(PKGS)], ["--", "-weird-name"]]))
    elif cmd == "remove":
        argv.extend(rng.sample(PKGS, rng.randint(0, 3)))
        if rng.random() < 0.5:
            argv.insert(len(argv) - 1, "-y")
    elif cmd == "list":
        argv.extend(rng.choice([["--format", "json"], ["--format=xml"], ["--limit", "-3"],
                                ["--limit", "5", "--format", "freeze"], []]))
    elif cmd == "config":
        argv.extend(rng.choice([["get", "global.timeout"], ["set", "--global", "k", "v"],
                                ["set", "k"], ["get"], ["set", "a", "b", "c"]]))
    return argv


def run(ns, store):
    cmd = ns.get("command", ())
    if cmd == ("install",):
        for p in ns["packages"]:
            store[p] = store.get(p, 0) + (1 if ns["upgrade"] or p not in store else 0)
        return f"installed {len(ns['packages'])} with {ns['jobs']} jobs"
    if cmd == ("remove",):
        gone = [p for p in ns["packages"] if store.pop(p, None) is not None]
        return f"removed {len(gone)}"
    if cmd == ("list",):
        names = sorted(store)
        if ns["limit"] > 0:
            names = names[:ns["limit"]]
        return f"{ns['format']}:{len(names)}"
    if cmd[:1] == ("config",):
        return "config " + "/".join(cmd[1:])
    return "nothing"


def main(vectors=14000):
    rng = random.Random(5)
    cli = build_cli()
    errors = Counter()
    results = Counter()
    store = {}
    verbosity = 0
    for i in range(vectors):
        argv = rand_argv(rng)
        try:
            ns = cli.parse(argv)
            verbosity += ns["verbose"]
            out = run(ns, store)
            results[out.split(" ")[0]] += 1
            if i < 4:
                print(" ".join(argv), "=>", sorted(ns.items()), "->", out)
        except UsageError as e:
            errors[type(e).__name__] += 1
            if errors[type(e).__name__] <= 2:
                print(f"pkg: error: {e}")
    print(cli.help_text("pkg"))
    print(cli.subcommands["install"].help_text("pkg install", 56))
    print("results:", sorted(results.items()))
    print("errors:", sorted(errors.items()))
    print(f"verbosity={verbosity} store={sorted(store.items())}")


if __name__ == "__main__":
    main()  # test: main(vectors=120)
