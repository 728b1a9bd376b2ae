# Dict keys that are strs of a user subclass of str defining neither __hash__ nor __eq__
# (lisp_interp's `class Symbol(str): pass`) hash and compare as their text, with no Python code
# (np_dict.c lookup_str_sub, find_str_sub): they find equal exact-str keys and equal keys of
# their own class, in get, in, [], set and del, in dicts and dict subclasses. A subclass with an
# __eq__ of its own (and its __hash__) is still called, and one of another plain class is
# compared by the general path.


class Symbol(str):
    pass


class Other(str):
    pass


calls = []


class Loud(str):
    def __eq__(self, other):
        calls.append((str(self), str(other)))
        return str.__eq__(self, other)

    def __hash__(self):
        return str.__hash__(self)


class Env(dict):
    pass


builtins = {"+": 1, "-": 2, "car": 3, "a-very-long-symbol-name-here": 4}
for name in list(builtins):
    s = Symbol(name)
    assert s in builtins and builtins[s] == builtins[name] and builtins.get(s) == builtins[name]
    builtins[s] = builtins[name] * 10  # overwrites the exact-str entry, keeps its key
    assert type(next(k for k in builtins if k == name)) is str
print(builtins, len(builtins))

env = Env()
syms = [Symbol("x%d" % i) for i in range(40)]
for i, s in enumerate(syms):
    env[s] = i
print(sum(env[Symbol("x%d" % i)] for i in range(40)), Symbol("x41") in env, env.get(Symbol("y")))
print(all(env[s] == i for i, s in enumerate(syms)), "x3" in env, env["x39"])
del env[Symbol("x0")]
print(len(env), Symbol("x0") in env, Other("x1") in env, env[Other("x2")])
try:
    env[Symbol("nope")]
except KeyError as e:
    print("KeyError", repr(e.args[0]), type(e.args[0]).__name__)

mixed = {Other("k"): "other", "j": "str"}
print(mixed[Symbol("k")], mixed[Symbol("j")], Symbol("k") in mixed, mixed.get(Symbol("z"), "-"))

loud = {Loud("a"): 1, "b": 2}
print(loud[Symbol("a")], Symbol("b") in loud, sorted(calls))
calls.clear()
table = {"a": 1}
print(table[Loud("a")], calls)
print(len({Symbol("q"): 1, "q": 2, Other("q"): 3}), {Symbol("q"): 1, "q": 2}["q"])
