# Exception handling patterns: chaining, finally, else, re-raise, custom hierarchy.
class AppError(Exception):
    code = 1
class ConfigError(AppError):
    code = 2
class MissingKey(ConfigError, KeyError):
    code = 3

def load(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise MissingKey(key) from e

def parse_port(cfg):
    raw = load(cfg, "port")
    try:
        port = int(raw)
    except ValueError:
        raise ConfigError(f"bad port {raw!r}")
    else:
        if not 0 < port < 65536:
            raise ConfigError(f"port out of range: {port}")
        return port
    finally:
        print("  checked", repr(raw))

for cfg in [{"port": "8080"}, {"port": "http"}, {}, {"port": "70000"}]:
    try:
        print("port", parse_port(cfg))
    except MissingKey as e:
        print("missing", e, e.code, type(e.__cause__).__name__, isinstance(e, KeyError))
    except ConfigError as e:
        print("config", e, e.code, e.__context__ is not None)

def retry(fn, times):
    errors = []
    for attempt in range(1, times + 1):
        try:
            return fn(attempt), errors
        except (ValueError, ZeroDivisionError) as e:
            errors.append(f"{attempt}:{type(e).__name__}")
    raise RuntimeError("gave up after " + ", ".join(errors))

print(retry(lambda n: 10 // (n - 1) if n < 3 else n, 5))
try:
    retry(lambda n: int("x"), 2)
except RuntimeError as e:
    print(e)

def cleanup_order():
    log = []
    try:
        try:
            log.append("body")
            raise IndexError("inner")
        finally:
            log.append("inner finally")
    except IndexError as e:
        log.append(f"caught {e}")
    finally:
        log.append("outer finally")
    return log
print(cleanup_order())
e = ValueError("a", 2)
print(e.args, str(e), repr(e), repr(KeyError("k")), str(KeyError("k")))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise
except ArithmeticError as err:
    print("reraised", type(err).__name__, err)
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as err:
    print("AssertionError", err)
