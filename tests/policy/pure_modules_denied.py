# cpython: skip
# args: --policy pure.policy
# The pure modules found by name (stdlib/np_lib_pure.c) obey the policy like registered ones:
# outside the policy they are refused as "not granted", and an unknown name stays unknown.
def attempt(f):
    try:
        f()
        print("imported")
    except ModuleNotFoundError as e:
        print(e)


def imp_types():
    import types


def imp_graphlib():
    import graphlib


def imp_pprint():
    from pprint import pprint


def imp_calendar():
    import calendar


def imp_logging():
    import logging


def imp_decimal():
    from decimal import Decimal


def imp_array():
    import array


def imp_io():
    import io


def imp_unknown():
    import nosuchmodule


for f in (imp_types, imp_graphlib, imp_pprint, imp_calendar, imp_logging, imp_decimal, imp_array,
          imp_io, imp_unknown):
    attempt(f)
