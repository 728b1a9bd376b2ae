# np_lib_graphlib.py - the `graphlib` module: TopologicalSorter and CycleError, written from
# the module's documentation. The observable orders are part of the documented behaviour and
# match CPython 3.11: nodes are known in the order they are first mentioned (a node before its
# predecessors), get_ready() hands out the nodes whose predecessors are all done in the order
# they became ready, and prepare() reports the first cycle a depth-first walk along the
# "comes before" edges meets, starting from the nodes in that same order.

# A node's entry in _waiting is the number of its predecessors not yet done while it is
# pending; once get_ready() has handed it out it holds _HANDED_OUT, once done() saw it _FINISHED.
_HANDED_OUT = -1
_FINISHED = -2


class CycleError(ValueError):
    pass


class TopologicalSorter:
    def __init__(self, graph=None):
        # _waiting: node -> predecessors left (or a state above), in first-mention order;
        # _followers: node -> the nodes added with it as a predecessor, once per mention.
        self._waiting = {}
        self._followers = {}
        self._ready = None
        self._handed = 0
        self._finished = 0
        if graph is not None:
            for node, before in graph.items():
                self.add(node, *before)

    def _know(self, node):
        # Registers a node on its first mention (hashing it, so an unhashable node raises
        # TypeError here as it does in CPython).
        if node not in self._waiting:
            self._waiting[node] = 0
            self._followers[node] = []

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        self._know(node)
        self._waiting[node] += len(predecessors)
        for before in predecessors:
            self._know(before)
            self._followers[before].append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [node for node, left in self._waiting.items() if left == 0]
        loop = self._first_cycle()
        if loop is not None:
            raise CycleError("nodes are in a cycle", loop)

    def _check_prepared(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")

    def get_ready(self):
        self._check_prepared()
        batch = tuple(self._ready)
        self._ready = []
        waiting = self._waiting
        for node in batch:
            waiting[node] = _HANDED_OUT
        self._handed += len(batch)
        return batch

    def is_active(self):
        self._check_prepared()
        return bool(self._ready) or self._finished < self._handed

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        self._check_prepared()
        waiting = self._waiting
        for node in nodes:
            state = waiting.get(node, None)
            if state is None:
                raise ValueError("node %r was not added using add()" % (node,))
            if state != _HANDED_OUT:
                if state == _FINISHED:
                    raise ValueError("node %r was already marked done" % (node,))
                raise ValueError("node %r was not passed out (still not ready)" % (node,))
            waiting[node] = _FINISHED
            self._finished += 1
            for after in self._followers[node]:
                left = waiting[after] - 1
                waiting[after] = left
                if left == 0:
                    self._ready.append(after)

    def _first_cycle(self):
        # Walks depth first from each unvisited node in first-mention order; `path` is the
        # current chain of nodes, `depth_of` their positions in it and `pending` the followers
        # each still has to try. Reaching a node already on the chain closes a cycle, returned
        # as the chain from that node on plus the node again.
        followers = self._followers
        visited = set()
        for root in followers:
            if root in visited:
                continue
            visited.add(root)
            path = [root]
            depth_of = {root: 0}
            pending = [iter(followers[root])]
            while pending:
                step = next(pending[-1], _finished_marker)
                if step is _finished_marker:
                    pending.pop()
                    del depth_of[path.pop()]
                elif step in depth_of:
                    return path[depth_of[step]:] + [step]
                elif step not in visited:
                    visited.add(step)
                    depth_of[step] = len(path)
                    path.append(step)
                    pending.append(iter(followers[step]))
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)


# What next() gives back for a follower list that has run out (no node can be this object).
_finished_marker = object()
