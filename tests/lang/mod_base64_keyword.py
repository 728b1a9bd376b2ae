# base64 (RFC 4648 encodings with binascii's decoding rules and errors) and keyword.
import base64
import keyword

for data in (b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:40],
             "héllo wörld".encode("utf-8"), b"\xff\xfe\xfd"):
    e64 = base64.b64encode(data)
    print(e64, base64.b64decode(e64) == data, base64.urlsafe_b64encode(data),
          base64.b32encode(data), base64.b16encode(data))
    assert base64.b32decode(base64.b32encode(data)) == data
    assert base64.b16decode(base64.b16encode(data)) == data
    assert base64.urlsafe_b64decode(base64.urlsafe_b64encode(data)) == data
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs\nbG8="), base64.b64decode("aGVsbG8=trailing"))
print(base64.b64decode("a!G=V=s"), base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode(b"-_8=", altchars=b"-_"))
print(base64.encodebytes(b"x" * 100), base64.decodebytes(b"eHh4\neHg=\n"), base64.standard_b64encode(b"ok"), base64.standard_b64decode("b2s="))
print(base64.b32decode("mzxw6===", casefold=True), base64.b16decode("666f6f", casefold=True), base64.b32decode("MZXW6YQ="))
for bad in (lambda: base64.b64decode("abc"), lambda: base64.b64decode("abcde"), lambda: base64.b64decode("a"),
            lambda: base64.b64decode("ab!c", validate=True), lambda: base64.b64decode("=abc", validate=True),
            lambda: base64.b64decode("ab=c", validate=True), lambda: base64.b64decode("ab==cd", validate=True),
            lambda: base64.b64encode("text"), lambda: base64.b64decode(5), lambda: base64.b64decode("é"),
            lambda: base64.b32decode("MZXW6"), lambda: base64.b32decode("MZXW6!=="), lambda: base64.b16decode("abc"),
            lambda: base64.b16decode("ab"), lambda: base64.b16decode("ABC")):
    try:
        print(bad())
    except (ValueError, TypeError) as err:
        print(type(err).__name__, err, isinstance(err, ValueError))
print(keyword.iskeyword("for"), keyword.iskeyword("print"), keyword.issoftkeyword("match"), keyword.issoftkeyword("if"))
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
