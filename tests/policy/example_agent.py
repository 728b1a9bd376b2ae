# args: --policy ../../examples/policies/agent.policy
# The shipped agent policy grants the clock (same output as CPython).
import time
import datetime
import json
start = time.monotonic()
stamp = datetime.datetime.now(datetime.timezone.utc)
print(json.dumps({"ok": stamp.year >= 2024, "elapsed_ok": time.monotonic() >= start}))
