import json
from typing import TypedDict, List, Optional, Union, Literal


class User(TypedDict):
    id: int
    name: str
    email: Optional[str]


class Response(TypedDict, total=False):
    status: Literal["ok", "error"]
    users: List[User]
    error: str


def parse_response(text: str) -> Response:
    data = json.loads(text)
    if not isinstance(data, dict):
        raise TypeError("expected object")
    return data


def summarize(resp: Response) -> Union[str, List[str]]:
    if resp.get("status") != "ok":
        return "error: " + resp.get("error", "unknown")
    return [f"{u['id']}:{u['name']}:{u['email'] or '-'}" for u in resp["users"]]


payloads = [
    '{"status": "ok", "users": [{"id": 1, "name": "a", "email": "a@x.io"}, {"id": 2, "name": "b", "email": null}]}',
    '{"status": "error", "error": "rate limited"}',
    '{"status": "error"}',
    '[1, 2, 3]',
    '{"status": "ok", "users": []}',
]
for p in payloads:
    try:
        print(summarize(parse_response(p)))
    except TypeError as e:
        print("type error:", e)

u: User = {"id": 5, "name": "zed", "email": None}
print(u, type(u).__name__)
print(User(id=1, name="n", email="e"))
