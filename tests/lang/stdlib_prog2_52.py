import functools
import random
from typing import Callable, Tuple, Type, TypeVar

T = TypeVar("T")


class TransientError(Exception):
    pass


def retry(times: int = 3, exceptions: Tuple[Type[BaseException], ...] = (Exception,)):
    def decorator(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"{fn.__name__}: attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return decorator


random.seed(3)


@retry(times=4, exceptions=(TransientError,))
def flaky(x: int) -> int:
    if random.random() < 0.6:
        raise TransientError("network blip")
    return x * 2


@retry(times=2)
def always_fails():
    raise ValueError("nope")


for i in range(3):
    try:
        print("result", flaky(i))
    except RuntimeError as e:
        print("gave up:", e, "| cause:", repr(e.__cause__))
try:
    always_fails()
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
print(flaky.__name__, flaky.__wrapped__.__name__)
