# cpython: skip
# The private natives behind class-behaviour tables (_set_meta, _construct, _class_items,
# _class_set, _make_class; stdlib/np_lib_enum.c) are captured as default arguments and deleted
# from the modules: no module attribute, default or table method reaches them. Names starting
# with `_` are not reachable on any module from a script (vm/np_attr.c np_module_attr_visible).
import enum, typing, abc, collections.abc as cabc
names = ["_set_meta", "_construct", "_class_items", "_class_set", "_make_class",
         "_setmeta", "_new", "_items", "_cset", "_mkclass", "_inner_funcs", "_inner"]
for mod in (enum, typing, abc, cabc):
    for n in names:
        try:
            getattr(mod, n)
            print(mod.__name__, n, "REACHED")
        except AttributeError:
            pass
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)
attempt("_setup defaults", lambda: enum._setup.__defaults__)
attempt("_setup kwdefaults", lambda: enum._setup.__kwdefaults__)
attempt("_setup globals", lambda: enum._setup.__globals__)
attempt("Flag._missing_ defaults", lambda: enum.Flag._missing_.__func__.__defaults__)
attempt("ABCMeta.__call__ kwdefaults", lambda: abc.ABCMeta.__call__.__kwdefaults__)
attempt("table via class", lambda: enum.Enum.__class__.__dict__)
attempt("meta attr", lambda: enum.Enum.meta)
attempt("hidden entry", lambda: typing.NamedTuple.__np_annotated__)
print("ok")
# _class_items (used by typing's NamedTuple through _annotated_fields) hides __np_* entries.
from dataclasses import dataclass
@dataclass(frozen=True)
class Frozen:
    x: int
# (Module-private names are unreachable from scripts altogether now: np_module_attr_visible.)
attempt("typing._annotated_fields", lambda: typing._annotated_fields(Frozen))
import datetime, random
attempt("datetime._setf", lambda: datetime._setf)
attempt("random._inst", lambda: random._inst)
try:
    from datetime import _setf
    print("from-import REACHED")
except ImportError as e:
    print("from-import", type(e).__name__, e)
