# An uncaught user-defined exception class with a message.
# stderr: full
class ConfigError(Exception):
    pass
def load(name):
    if not name.endswith(".cfg"):
        raise ConfigError("not a config file: " + name)
    return name
print(load("a.cfg"))
load("b.txt")
