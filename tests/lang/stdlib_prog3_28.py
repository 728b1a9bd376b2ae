from abc import ABC, abstractmethod
from typing import Dict, Type

REGISTRY: Dict[str, Type["Exporter"]] = {}

def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco

class Exporter(ABC):
    @abstractmethod
    def render(self, rows): ...

    def export(self, rows):
        return self.header() + self.render(rows)

    def header(self):
        return ""

@register("csv")
class CSV(Exporter):
    def render(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)

@register("md")
class Markdown(Exporter):
    def header(self):
        return "| a | b |\n|---|---|\n"
    def render(self, rows):
        return "\n".join("| " + " | ".join(map(str, r)) + " |" for r in rows)

class Broken(Exporter):
    pass

rows = [(1, "x"), (2, "y")]
for name in sorted(REGISTRY):
    print(f"--- {name}")
    print(REGISTRY[name]().export(rows))
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
try:
    Exporter()
except TypeError as e:
    print("TypeError:", e)
print(isinstance(CSV(), Exporter), issubclass(Markdown, ABC))
