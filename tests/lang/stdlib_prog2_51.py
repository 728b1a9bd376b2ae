from enum import StrEnum, Enum, auto
from dataclasses import dataclass
import json


class Env(StrEnum):
    DEV = auto()
    STAGING = auto()
    PROD = auto()


class LogLevel(Enum):
    DEBUG = 10
    INFO = 20
    WARNING = 30

    @classmethod
    def from_str(cls, s: str) -> "LogLevel":
        try:
            return cls[s.upper()]
        except KeyError:
            raise ValueError(f"unknown level {s!r}") from None


@dataclass
class Settings:
    env: Env
    level: LogLevel

    def to_dict(self):
        return {"env": self.env, "level": self.level.name}


s = Settings(Env("prod"), LogLevel.from_str("info"))
print(s)
print(json.dumps(s.to_dict()))
print(Env.DEV, repr(Env.DEV), Env.DEV.upper(), Env.PROD == "prod")
print([e.value for e in Env], "staging" in [e.value for e in Env])
try:
    LogLevel.from_str("verbose")
except ValueError as e:
    print(e)
print(LogLevel.WARNING.value > LogLevel.INFO.value)
print(sorted(LogLevel, key=lambda l: l.value, reverse=True))
print(LogLevel(20) is LogLevel.INFO, hash(LogLevel.INFO) == hash(LogLevel.INFO))
