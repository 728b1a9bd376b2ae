#!/usr/bin/env bash
# tmux_test.sh - drives `nearly repl` in a real terminal through tmux, as a new user would:
# a multi-line def, an exception then recovery, Ctrl-C out of an infinite loop, a :budget change
# that stops the next input, a capability denied then granted, tab completion, history recall
# with the Up arrow (and the history file), Ctrl-D, and a policy file with a syntax error.
#
# Usage: bash tests/repl/tmux_test.sh [NEARLY]   (default build/nearly). Exit 0 = passed,
# 1 = failed (the pane is printed), 77 = skipped because tmux is not installed.
set -u

NEARLY=${1:-build/nearly}
case "$NEARLY" in /*) ;; *) NEARLY="$PWD/$NEARLY" ;; esac
if ! command -v tmux >/dev/null 2>&1; then
    echo "skipped: tmux not installed (apt-get install tmux)"
    exit 77
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/nearly-tmux.XXXXXX")
SOCK="nearly-test-$$"
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
cleanup() { T kill-server >/dev/null 2>&1; rm -rf "$WORK"; }
trap cleanup EXIT

FAILED=0
SESSION=repl

pane() { T capture-pane -p -J -S -3000 -t "$SESSION" 2>/dev/null; }

# Waits until the pane shows [text] at least [count] times (default 1); false after 10 s.
wait_for() {
    local text=$1 count=${2:-1} i
    for ((i = 0; i < 100; i++)); do
        if [ "$(pane | grep -cF -- "$text")" -ge "$count" ]; then return 0; fi
        sleep 0.1
    done
    return 1
}

check() {
    local name=$1
    shift
    if "$@"; then
        echo "ok - $name"
    else
        echo "FAIL - $name"
        echo "---- pane ----"
        pane | sed -e '/^$/d' | tail -n 40
        echo "--------------"
        FAILED=1
    fi
}

# Types [text] and presses Enter (an empty text is just Enter).
line() {
    if [ -n "$1" ]; then T send-keys -t "$SESSION" -l -- "$1"; fi
    T send-keys -t "$SESSION" Enter
    sleep 0.15
}

start() {
    T new-session -d -s "$SESSION" -x 160 -y 50 \
        "cd '$WORK' && HOME='$WORK' NEARLY_HISTORY='$WORK/history' '$NEARLY' repl $*; echo REPL-EXIT=\$?; sleep 30"
}

# ---------------------------------------------------------------- the main session
start
check "prompt appears" wait_for ">>> "

line "def add(a, b):"
check "continuation prompt after a def header" wait_for "... "
line "    return a + b"
line ""
line "add(2, 40)"
check "multi-line def then call" wait_for "42"

line "1/0"
check "exception prints its traceback" wait_for "ZeroDivisionError: division by zero"
line "'recovered-' + str(add(1, 1))"
check "session recovers after the exception" wait_for "'recovered-2'"

line "while True: pass"
line ""
sleep 0.5
T send-keys -t "$SESSION" C-c
check "Ctrl-C interrupts an infinite loop" wait_for "KeyboardInterrupt"
line "'after-' + 'interrupt'"
check "prompt works after Ctrl-C" wait_for "'after-interrupt'"

line ":budget 1000"
check ":budget is acknowledged" wait_for "budget set to 1000 instructions"
line "sum([i for i in range(100000)])"
check "the next input stops at the new budget" wait_for "BudgetExceeded"
check "the limit report names the budget" wait_for "[limit] instruction budget"
line ":budget 10_000_000"
line "sum([i for i in range(100000)])"
check "a larger budget lets it finish" wait_for "4999950000"

line "import time"
line "time.time() > 0"
check "clock capability denied" wait_for "needs the 'clock' capability"
line ":grant clock"
check ":grant clock acknowledged" wait_for "granted capability 'clock'"
line "'clock-' + str(time.time() > 0)"
check "clock capability granted" wait_for "'clock-True'"

line "import math"
T send-keys -t "$SESSION" -l "math.sq"
T send-keys -t "$SESSION" Tab
sleep 0.3
line "(81)"
check "tab completes an attribute (math.sq -> math.sqrt)" wait_for "9.0"

line "'hist-' + 'marker'"
check "history marker ran" wait_for "'hist-marker'"
line "0"
T send-keys -t "$SESSION" Up
sleep 0.15
T send-keys -t "$SESSION" Up
sleep 0.15
T send-keys -t "$SESSION" Enter
check "Up arrow recalls an earlier line" wait_for "'hist-marker'" 2

# Let the REPL finish echoing and redraw an empty prompt first: Ctrl-D on a non-empty line
# deletes a character instead of ending input (slow sanitizer builds need the pause).
sleep 1
T send-keys -t "$SESSION" C-d
check "Ctrl-D exits with status 0" wait_for "REPL-EXIT=0"
check "history file written" grep -qF "hist-" "$WORK/history"

# ---------------------------------------------------------------- history across sessions
# Each phase has its own session (killing the last one would stop the tmux server).
SESSION=repl2
start
check "second session starts" wait_for ">>> "
T send-keys -t "$SESSION" Up
sleep 0.2
T send-keys -t "$SESSION" Enter
check "history is recalled in a new session" wait_for "'hist-marker'"
T send-keys -t "$SESSION" C-d
wait_for "REPL-EXIT=0" >/dev/null

# ---------------------------------------------------------------- a policy with a syntax error
printf '[modules]\ngrant = math\n[limits]\nbudget = lots\n' > "$WORK/bad.policy"
SESSION=repl3
start --policy "$WORK/bad.policy"
check "bad policy: message with file and line" wait_for "bad.policy:4:"
check "bad policy: the REPL does not start" wait_for "REPL-EXIT=2"
if pane | grep -qF ">>> "; then
    echo "FAIL - bad policy: a prompt appeared"
    FAILED=1
else
    echo "ok - bad policy: no prompt"
fi

exit $FAILED
