# urllib.parse: splitting, joining and quoting URLs, written for Nearly from the documented
# behaviour of CPython 3.11's module and RFC 3986 (checked black-box against CPython): urlsplit /
# urlparse with their result tuples (hostname, port, username, password, geturl), urlunsplit /
# urlunparse, urljoin, urldefrag, quote / quote_plus / quote_from_bytes, unquote / unquote_plus /
# unquote_to_bytes, urlencode, parse_qs / parse_qsl. URLs are str only: bytes URLs (the *Bytes
# result types) raise TypeError.

from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit",
           "urlencode", "parse_qs", "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes", "ParseResult", "SplitResult",
           "DefragResult", "uses_relative", "uses_netloc", "uses_params"]

# Schemes whose URLs resolve relative references, carry a //netloc, and ;params (CPython's
# documented lists).
uses_relative = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp",
                 "mms", "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"]
uses_netloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms",
               "https", "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh",
               "sftp", "nfs", "git", "git+ssh", "ws", "wss"]
uses_params = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu",
               "sip", "sips", "mms", "sftp", "tel"]

_SCHEME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.")
_ALWAYS_SAFE_BYTES = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"
_ALWAYS_SAFE = frozenset(_ALWAYS_SAFE_BYTES)
# quote_from_bytes's tables, by the safe bytes: entry c is byte c as it appears quoted.
_QUOTE_TABLES = {}
# Leading characters urlsplit strips (the WHATWG C0 controls and space) and the ones it removes
# anywhere (tab, CR, LF).
_STRIP_LEADING = "".join(chr(c) for c in range(33))
_REMOVED = ("\t", "\r", "\n")
_HEXDIGITS = "0123456789abcdefABCDEF"


def _check_str(*args):
    for a in args:
        if isinstance(a, (bytes, bytearray)):
            raise TypeError("urllib.parse in Nearly takes str URLs only, not bytes")


class _NetlocMixin:
    # The parts of a result's netloc: user info before the last '@', host, port.

    def _userinfo(self):
        netloc = self.netloc
        at = netloc.rfind("@")
        if at < 0:
            return None, None
        info = netloc[:at]
        colon = info.find(":")
        if colon < 0:
            return info, None
        return info[:colon], info[colon + 1:]

    def _hostport(self):
        hostport = self.netloc[self.netloc.rfind("@") + 1:]
        if hostport.startswith("["):
            close = hostport.find("]")
            host = hostport[1:close] if close >= 0 else hostport[1:]
            rest = hostport[close + 1:] if close >= 0 else ""
            port = rest[1:] if rest.startswith(":") else None
            return host, port
        host, sep, port = hostport.partition(":")
        return host, (port if sep else None)

    @property
    def username(self):
        return self._userinfo()[0]

    @property
    def password(self):
        return self._userinfo()[1]

    @property
    def hostname(self):
        host = self._hostport()[0]
        if not host:
            return None
        pct = host.find("%")  # an IPv6 zone id keeps its case
        if pct >= 0:
            return host[:pct].lower() + host[pct:]
        return host.lower()

    @property
    def port(self):
        text = self._hostport()[1]
        if not text:
            return None
        if not (text.isdigit() and text.isascii()):
            raise ValueError("Port could not be cast to integer value as %r" % text)
        number = int(text)
        if number > 65535:
            raise ValueError("Port out of range 0-65535")
        return number


class SplitResult(namedtuple("SplitResult", "scheme netloc path query fragment"), _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(namedtuple("ParseResult", "scheme netloc path params query fragment"),
                  _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResult(namedtuple("DefragResult", "url fragment")):
    __slots__ = ()

    def geturl(self):
        return self.url + "#" + self.fragment if self.fragment else self.url


def _take_scheme(url, default):
    # (scheme, rest): a leading scheme is a letter then scheme characters up to a ':'.
    colon = url.find(":")
    if colon > 0 and url[0].isascii() and url[0].isalpha():
        candidate = url[:colon]
        if all(ch in _SCHEME_CHARS for ch in candidate):
            return candidate.lower(), url[colon + 1:]
    return default, url


def _check_brackets(netloc):
    opened = "[" in netloc
    closed = "]" in netloc
    if opened != closed:
        raise ValueError("Invalid IPv6 URL")


def urlsplit(url, scheme="", allow_fragments=True):
    _check_str(url, scheme)
    url = url.lstrip(_STRIP_LEADING)
    scheme = scheme.strip(_STRIP_LEADING)
    for ch in _REMOVED:
        url = url.replace(ch, "")
        scheme = scheme.replace(ch, "")
    scheme, rest = _take_scheme(url, scheme)
    netloc = ""
    if rest.startswith("//"):
        end = len(rest)
        for delim in "/?#":
            pos = rest.find(delim, 2)
            if 0 <= pos < end:
                end = pos
        netloc = rest[2:end]
        rest = rest[end:]
        _check_brackets(netloc)
    fragment = query = ""
    if allow_fragments:
        rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    return SplitResult(scheme, netloc, rest, query, fragment)


def urlparse(url, scheme="", allow_fragments=True):
    s = urlsplit(url, scheme, allow_fragments)
    path = s.path
    params = ""
    if s.scheme in uses_params and ";" in path:
        last_slash = path.rfind("/")
        semi = path.find(";", last_slash + 1)
        if semi >= 0:
            path, params = path[:semi], path[semi + 1:]
    return ParseResult(s.scheme, s.netloc, path, params, s.query, s.fragment)


def urlunsplit(components):
    scheme, netloc, path, query, fragment = components
    _check_str(scheme, netloc, path, query, fragment)
    text = path
    wants_authority = bool(scheme) and scheme in uses_netloc and not path.startswith("//")
    if netloc or wants_authority:
        if path and not path.startswith("/"):
            text = "/" + path
        text = "//" + (netloc or "") + text
    pieces = [scheme + ":" if scheme else "", text]
    if query:
        pieces.append("?" + query)
    if fragment:
        pieces.append("#" + fragment)
    return "".join(pieces)


def urlunparse(components):
    scheme, netloc, path, params, query, fragment = components
    if params:
        path = "%s;%s" % (path, params)
    return urlunsplit((scheme, netloc, path, query, fragment))


def urldefrag(url):
    _check_str(url)
    if "#" not in url:
        return DefragResult(url, "")
    p = urlparse(url)
    base = urlunparse((p.scheme, p.netloc, p.path, p.params, p.query, ""))
    return DefragResult(base, p.fragment)


def _remove_dots(segments):
    # RFC 3986 5.2.4 on a path already split at '/': '.' segments go, '..' pops one.
    out = []
    for seg in segments:
        if seg == "..":
            if out:
                out.pop()
        elif seg != ".":
            out.append(seg)
    return out


def urljoin(base, url, allow_fragments=True):
    if not base:
        return url
    if not url:
        return base
    if not isinstance(base, str) or not isinstance(url, str):
        raise TypeError("Cannot mix str and non-str arguments")
    b = urlparse(base, "", allow_fragments)
    r = urlparse(url, b.scheme, allow_fragments)
    scheme, netloc, path, params, query, fragment = r
    if scheme != b.scheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return urlunparse(r)
        netloc = b.netloc
    if not path and not params:
        path = b.path
        params = b.params
        if not query:
            query = b.query
        return urlunparse((scheme, netloc, path, params, query, fragment))
    if path.startswith("/"):
        segments = path.split("/")
    else:
        # Merge: the base path without its last segment, then the reference's segments.
        segments = b.path.split("/")[:-1] + path.split("/")
        if segments[0] != "":
            segments[0:0] = [""] if b.netloc else []
    ends_dir = segments[-1] in (".", "..")
    kept = _remove_dots(segments[1:]) if segments and segments[0] == "" else _remove_dots(segments)
    if ends_dir:
        kept.append("")
    joined = "/".join(kept)
    if segments and segments[0] == "":
        joined = "/" + joined
    return urlunparse((scheme, netloc, joined or "/", params, query, fragment))


# ---------------------------------------------------------------- quoting


def quote_from_bytes(bs, safe="/"):
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if isinstance(safe, str):
        safe = safe.encode("ascii", "ignore")
    else:
        safe = bytes(c for c in safe if c < 128)
    # As CPython's: text of safe bytes only is decoded as it is, anything else goes through a
    # table of the 256 bytes' quoted forms made once per safe set (at most 128 are kept, as
    # CPython's lru_cache of quoters keeps). Each call built the set and quoted by a test per
    # byte before (http_messages: 11% of its instructions cleared the sets' tables).
    if not bs.rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bs.decode()
    table = _QUOTE_TABLES.get(safe)
    if table is None:
        if len(_QUOTE_TABLES) >= 128:
            _QUOTE_TABLES.clear()
        keep = _ALWAYS_SAFE.union(safe)
        table = _QUOTE_TABLES[safe] = [chr(c) if c in keep else "%%%02X" % c for c in range(256)]
    return "".join([table[c] for c in bs])


def quote(string, safe="/", encoding=None, errors=None):
    if isinstance(string, str):
        if not string:
            return string
        string = string.encode(encoding or "utf-8", errors or "strict")
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe="", encoding=None, errors=None):
    has_space = (" " in string) if isinstance(string, str) else (b" " in string)
    if not has_space:
        return quote(string, safe, encoding, errors)
    if isinstance(safe, str):
        safe = safe + " "
    else:
        safe = bytes(safe) + b" "
    return quote(string, safe, encoding, errors).replace(" ", "+")


def unquote_to_bytes(string):
    if isinstance(string, str):
        string = string.encode("utf-8")
    if not isinstance(string, (bytes, bytearray)):
        raise TypeError("unquote_to_bytes() expected bytes or str, not '%s'"
                        % type(string).__name__)
    out = bytearray()
    i = 0
    n = len(string)
    while i < n:
        c = string[i]
        if c == 37 and i + 2 < n and chr(string[i + 1]) in _HEXDIGITS \
                and chr(string[i + 2]) in _HEXDIGITS:
            out.append(int(bytes(string[i + 1:i + 3]).decode("ascii"), 16))
            i += 3
            continue
        out.append(c)
        i += 1
    return bytes(out)


def unquote(string, encoding="utf-8", errors="replace"):
    if isinstance(string, (bytes, bytearray)):
        return unquote_to_bytes(string).decode(encoding, errors)
    if not isinstance(string, str):
        raise TypeError("argument of type '%s' is not iterable" % type(string).__name__)
    if "%" not in string:
        return string
    # Runs of %XX escapes decode together (a UTF-8 sequence spans several); the text between
    # them is kept as it is.
    out = []
    i = 0
    n = len(string)
    pending = bytearray()
    while i < n:
        ch = string[i]
        if ch == "%" and i + 2 < n and string[i + 1] in _HEXDIGITS \
                and string[i + 2] in _HEXDIGITS:
            pending.append(int(string[i + 1:i + 3], 16))
            i += 3
            continue
        if pending:
            out.append(bytes(pending).decode(encoding or "utf-8", errors or "replace"))
            pending = bytearray()
        out.append(ch)
        i += 1
    if pending:
        out.append(bytes(pending).decode(encoding or "utf-8", errors or "replace"))
    return "".join(out)


def unquote_plus(string, encoding="utf-8", errors="replace"):
    return unquote(string.replace("+", " "), encoding, errors)


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=quote_plus):
    if hasattr(query, "items"):
        pairs = list(query.items())
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError:
            raise TypeError("not a valid non-string sequence or mapping object") from None
        pairs = list(query)

    def one(v):
        if isinstance(v, (bytes, bytearray)):
            return quote_via(v, safe)
        return quote_via(str(v), safe, encoding, errors)

    out = []
    for k, v in pairs:
        key = one(k)
        if not doseq or isinstance(v, (str, bytes, bytearray)):
            out.append(key + "=" + one(v))
            continue
        try:
            len(v)
        except TypeError:
            out.append(key + "=" + one(v))
            continue
        for item in v:
            out.append(key + "=" + one(item))
    return "&".join(out)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8",
              errors="replace", max_num_fields=None, separator="&"):
    _check_str(qs)
    if not isinstance(separator, (str, bytes)) or not separator:
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None and qs.count(separator) + 1 > max_num_fields:
        raise ValueError("Max number of fields exceeded")
    pairs = []
    for field in qs.split(separator):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition("=")
        if not eq:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            pairs.append((unquote(name.replace("+", " "), encoding, errors),
                          unquote(value.replace("+", " "), encoding, errors)))
    return pairs


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8",
             errors="replace", max_num_fields=None, separator="&"):
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors,
                                 max_num_fields, separator):
        result.setdefault(name, []).append(value)
    return result
