#!/usr/bin/env bash
# state_test.sh - `nearly repl --state PATH` and the :state meta-commands: every completed input
# is committed, a failing one is not, checkout restores an earlier commit's globals (also in a
# later session), and a damaged store file is a clear error. Usage: state_test.sh NEARLY
set -u
NEARLY=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DB=$WORK/state.db
fails=0
check() {
    if eval "$2"; then echo "ok - $1"; else echo "FAIL - $1"; fails=$((fails + 1)); fi
}
repl() { printf "$1" | "$NEARLY" repl --state "$DB" 2>&1; }

out=$(repl 'x = 1\ny = [1, 2]\n1/0\nx = 5\n:state log\n')
check "three completed inputs make three commits" '[ "$(echo "$out" | grep -c "^commit ")" -eq 3 ]'
check "the failed input is reported" 'echo "$out" | grep -q "ZeroDivisionError: division by zero"'
first=$(echo "$out" | grep "^commit " | tail -1 | awk "{print \$2}")
check "log lists a root commit" 'echo "$out" | grep -q "parent (none)"'

out=$(repl 'print(x, y)\n')
check "a new session continues from HEAD" 'echo "$out" | grep -q "^5 \[1, 2\]$"'

out=$(repl ":state diff ${first:0:8}\n")
check "diff shows the changed and added names" 'echo "$out" | grep -q "~ x" && echo "$out" | grep -q "+ y"'

out=$(repl ":state checkout ${first:0:8}\nprint(x)\ny\n")
check "checkout restores the earlier globals" 'echo "$out" | grep -q "^1$"'
check "names added later are gone after checkout" 'echo "$out" | grep -q "NameError: name .y. is not defined"'

out=$(repl ':state show\n')
check "show prints values by repr" 'echo "$out" | grep -q "^x = 1$"'

printf 'not a database at all' > "$WORK/bad.db"
out=$(printf '1\n' | "$NEARLY" repl --state "$WORK/bad.db" 2>&1); rc=$?
check "a damaged store is a clear error" '[ $rc -eq 1 ] && echo "$out" | grep -q "not a valid state store"'

out=$(printf ':state log\nz = 2\n:state log\n' | "$NEARLY" repl 2>&1)
check "without --state the session keeps an in-memory history" \
    '[ "$(echo "$out" | grep -c "^commit ")" -eq 1 ]'

[ $fails -eq 0 ]
