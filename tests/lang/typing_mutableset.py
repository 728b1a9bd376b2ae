# typing.MutableSet (an alias checking collections.abc.MutableSet) and typing.assert_type.
from typing import MutableSet, assert_type, List
import typing
def f(s: MutableSet[int]) -> MutableSet[int]:
    return s
print(f({1}), assert_type(5, int), isinstance({1}, typing.MutableSet), isinstance(frozenset(), typing.MutableSet), typing.MutableSet[str], typing.MutableSet)
