import re
from typing import Dict, Tuple

TRANSITIONS: Dict[Tuple[str, str], str] = {
    ("idle", "start"): "running",
    ("running", "pause"): "paused",
    ("paused", "resume"): "running",
    ("running", "stop"): "stopped",
    ("paused", "stop"): "stopped",
}

TOKEN = re.compile(r"\s*(?:(\d+\.\d*|\d+)|(.))")

def tokenize(expr):
    out = []
    for num, op in TOKEN.findall(expr):
        if num:
            out.append(float(num) if "." in num else int(num))
        elif op.strip():
            out.append(op)
    return out

def evaluate(tokens):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    nums, ops = [], []
    def apply():
        b, a, op = nums.pop(), nums.pop(), ops.pop()
        nums.append({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[op])
    for t in tokens:
        if isinstance(t, (int, float)):
            nums.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                apply()
            ops.pop()
        else:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]:
                apply()
            ops.append(t)
    while ops:
        apply()
    return nums[0]

def main():
    state = "idle"
    for ev in ["start", "pause", "pause", "resume", "stop", "start"]:
        nxt = TRANSITIONS.get((state, ev))
        print(f"{state:8} --{ev}--> {nxt or 'INVALID'}")
        state = nxt or state
    for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1.5", "2 * (3 + 4) * 5"]:
        print(e, "=", evaluate(tokenize(e)))

main()
