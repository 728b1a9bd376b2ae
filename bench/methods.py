# Benchmark: method calls and attribute access on user classes, with inheritance.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def dot(self, o):
        return self.x * o.x + self.y * o.y
class Particle:
    def __init__(self, x, y):
        self.pos = Vec(x, y)
        self.vel = Vec(1, -1)
    def step(self):
        self.pos = self.pos.add(self.vel)
        return self.pos.dot(self.vel)
class Heavy(Particle):
    def step(self):
        return super().step() * 2
ps = [Particle(i, i * 2) for i in range(50)] + [Heavy(i, -i) for i in range(50)]
total = 0
for _ in range(6000):
    for p in ps:
        total += p.step()
print(total, ps[0].pos.x, ps[-1].pos.y)
