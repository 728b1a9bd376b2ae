# cpython: skip
# NFKC look-alike identifiers: the lexer normalizes identifiers as CPython does (PEP 3131), so
# fullwidth or styled letters spell the same forbidden names and are refused the same way.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("ｅｖａｌ", lambda: ｅｖａｌ)
attempt("ｅｘｅｃ", lambda: ｅｘｅｃ)
attempt("_＿import＿＿", lambda: _＿import＿＿)
attempt("_＿builtins＿＿", lambda: _＿builtins＿＿)
attempt("𝐨𝐩𝐞𝐧", lambda: 𝐨𝐩𝐞𝐧)
attempt("ｇｌｏｂａｌｓ", lambda: ｇｌｏｂａｌｓ)
def g():
    return 0
attempt("g._＿globals＿＿", lambda: g._＿globals＿＿)
attempt("g.__ｃｏｄｅ__", lambda: g.__ｃｏｄｅ__)
attempt("().__ｃｌａｓｓ__.__ｂａｓｅｓ__", lambda: ().__ｃｌａｓｓ__.__ｂａｓｅｓ__)
# getattr takes the string as written (no normalization), like CPython: no such attribute.
attempt("getattr(g, '__ｇlobals__')", lambda: getattr(g, "__ｇlobals__"))
ｘ = 5
print("normalized names are the same variable:", x)
