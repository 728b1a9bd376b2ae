from enum import Enum, IntEnum, unique
from typing import Dict


@unique
class HTTPStatus(IntEnum):
    OK = 200
    CREATED = 201
    NOT_FOUND = 404
    SERVER_ERROR = 500

    @property
    def is_error(self) -> bool:
        return self >= 400

    def describe(self) -> str:
        return f"{self.value} {self.name.replace('_', ' ').title()}"


class Method(str, Enum):
    GET = "GET"
    POST = "POST"
    DELETE = "DELETE"


routes: Dict[tuple, HTTPStatus] = {
    (Method.GET, "/items"): HTTPStatus.OK,
    (Method.POST, "/items"): HTTPStatus.CREATED,
    (Method.DELETE, "/items/1"): HTTPStatus.SERVER_ERROR,
}

for (method, path), status in routes.items():
    print(method.value, path, status.describe(), status.is_error)

print(HTTPStatus(404), HTTPStatus(404).name, HTTPStatus.OK + 1)
print(Method.GET == "GET", Method("POST"), Method.POST.value.lower())
print(routes.get((Method.GET, "/items")))
print(list(HTTPStatus))
try:
    HTTPStatus(418)
except ValueError as e:
    print(e)
try:
    Method["PUT"]
except KeyError as e:
    print("KeyError", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(sorted(HTTPStatus, key=lambda s: -s.value)[0])
print(f"{HTTPStatus.OK}", f"{Method.GET}", str(Method.GET))
