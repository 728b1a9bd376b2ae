# sys.argv is [the program's path as given] under `nearly run FILE` as under `python3 FILE`, so
# argparse's default prog is the script's base name (tests/run_tests.py's CLI cases argv_*
# check '-c' and '-').
import argparse
import sys
from sys import argv

print(len(sys.argv), sys.argv[0].rsplit("/", 1)[-1], argv is sys.argv)
p = argparse.ArgumentParser(description="demo")
p.add_argument("n", type=int)
print(p.prog)
print(p.format_usage(), end="")
print(p.format_help())
try:
    p.parse_args(["x"])
except SystemExit as e:
    print("exit", e.code)
sub = argparse.ArgumentParser().add_subparsers(dest="cmd")
print(sub.add_parser("go").prog)
