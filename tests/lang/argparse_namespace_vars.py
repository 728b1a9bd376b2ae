# vars() of an argparse Namespace holds exactly the parsed names, in the order they were set
# (the common vars(args) idiom), and Namespace's repr, ==, in, deletion and subclasses follow it.
import argparse
p = argparse.ArgumentParser()
p.add_argument('--x', default=3)
p.add_argument('y', nargs='?')
a = p.parse_args(['--x', '5'])
print(vars(a), a)
print(argparse.Namespace(b=1, a=2) == argparse.Namespace(a=2, b=1))
d = vars(a)
print(sorted(d.items()))
n = argparse.Namespace(a=1)
n.b = 2
del n.a
n.a = 3
setattr(n, 'x-y', 4)
print(n, 'a' in n, 'q' in n, vars(n))
class Sub(argparse.Namespace):
    pass
s = Sub(k=1)
print(s, s == argparse.Namespace(k=1), argparse.Namespace() == argparse.Namespace())
p2 = argparse.ArgumentParser()
p2.add_argument('--v', action='count', default=0)
print(p2.parse_args(['--v', '--v'], namespace=Sub(z=9)))
