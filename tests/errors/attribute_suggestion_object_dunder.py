# A dunder-like typo on None is matched against what dir(None) lists (object's names).
x = None
x.__nam__
