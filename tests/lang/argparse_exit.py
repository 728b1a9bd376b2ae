# stderr: full
# expect-exit: 2
import argparse
p = argparse.ArgumentParser(prog="conv")
p.add_argument("--count", type=int, default=3)
args = p.parse_args(["--count", "three"])
print(args.count)
