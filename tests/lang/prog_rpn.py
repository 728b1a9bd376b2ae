# A tokenizer, an infix-to-RPN converter (shunting yard) and an RPN evaluator.
def tokenize(expr):
    tokens, i = [], 0
    while i < len(expr):
        ch = expr[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(expr) and (expr[j].isdigit() or expr[j] == "."):
                j += 1
            text = expr[i:j]
            tokens.append(float(text) if "." in text else int(text))
            i = j
        elif ch in "+-*/()^%":
            tokens.append(ch)
            i += 1
        else:
            raise ValueError("bad character %r at %d" % (ch, i))
    return tokens
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
def to_rpn(tokens):
    out, ops = [], []
    for t in tokens:
        if isinstance(t, (int, float)):
            out.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and (PREC[ops[-1]] > PREC[t] or (PREC[ops[-1]] == PREC[t] and t != "^")):
                out.append(ops.pop())
            ops.append(t)
    while ops:
        out.append(ops.pop())
    return out
def eval_rpn(rpn):
    stack = []
    for t in rpn:
        if not isinstance(t, str):
            stack.append(t)
            continue
        b, a = stack.pop(), stack.pop()
        if t == "+":
            stack.append(a + b)
        elif t == "-":
            stack.append(a - b)
        elif t == "*":
            stack.append(a * b)
        elif t == "/":
            stack.append(a / b)
        elif t == "%":
            stack.append(a % b)
        else:
            stack.append(a ** b)
    return stack[0]
for expr in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1", "7 % 3 + 0.5",
             "((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1))", "2 ^ 100", "1 / 0", "3 $ 4"]:
    try:
        rpn = to_rpn(tokenize(expr))
        print(expr, "=>", " ".join(str(t) for t in rpn), "=>", eval_rpn(rpn))
    except ZeroDivisionError as e:
        print(expr, "=> error:", e)
    except ValueError as e:
        print(expr, "=> bad input:", e)
