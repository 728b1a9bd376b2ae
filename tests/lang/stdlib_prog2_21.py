from enum import Flag, IntFlag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    ALL = READ | WRITE | EXECUTE


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


rw = Perm.READ | Perm.WRITE
print(rw)
print(Perm.READ in rw, Perm.EXECUTE in rw)
print(bool(rw & Perm.EXECUTE), rw & Perm.WRITE)
print(Perm.ALL, Perm.ALL.value, Perm.READ.value, Perm.EXECUTE.value)
print(repr(Perm.READ))
m = Mode.R | Mode.W
print(m, int(m), m == 6, repr(m))
print(Mode(7))
print(Mode.R + 1)
users = {"root": Perm.ALL, "guest": Perm.READ, "dev": Perm.READ | Perm.WRITE}
for name, p in users.items():
    can_write = "yes" if Perm.WRITE in p else "no"
    print(f"{name}: write={can_write}")
print([p.name for p in Perm])
