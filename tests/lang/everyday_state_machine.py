# A traffic-light / vending state machine using dicts of transitions and enums-as-classes.
class State:
    def __init__(self, name, on_enter=None):
        self.name = name
        self.on_enter = on_enter
    def __repr__(self):
        return f"State({self.name})"

class Machine:
    def __init__(self, states, transitions, start):
        self.states = {s.name: s for s in states}
        self.transitions = transitions
        self.current = self.states[start]
        self.trace = [start]

    def fire(self, event):
        key = (self.current.name, event)
        if key not in self.transitions:
            raise KeyError(f"no transition for {event!r} in {self.current.name}")
        target = self.states[self.transitions[key]]
        self.current = target
        self.trace.append(target.name)
        if target.on_enter:
            target.on_enter(self)

credit = {"value": 0}
def dispense(machine):
    credit["value"] -= 3
    machine.fire("done")

vend = Machine(
    [State("idle"), State("paid"), State("vending", dispense)],
    {("idle", "coin"): "paid", ("paid", "coin"): "paid", ("paid", "select"): "vending",
     ("vending", "done"): "idle", ("paid", "refund"): "idle"},
    "idle",
)
for ev in ["coin", "coin", "coin", "select", "select", "coin", "refund"]:
    try:
        if ev == "coin":
            credit["value"] += 1
        vend.fire(ev)
        print(f"{ev:<7}-> {vend.current.name:<8} credit={credit['value']}")
    except KeyError as e:
        print(f"{ev:<7}!! {e.args[0]}")
print(" > ".join(vend.trace))
cycle = {"green": "yellow", "yellow": "red", "red": "green"}
light, durations = "red", {"green": 30, "yellow": 5, "red": 20}
t = 0
timeline = []
while t < 120:
    timeline.append(f"{t}:{light[0].upper()}")
    t += durations[light]
    light = cycle[light]
print(" ".join(timeline))
