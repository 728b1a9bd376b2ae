# getopt, written for Nearly from the module's documentation: getopt(args, shortopts, longopts=[])
# stops at the first operand, gnu_getopt lets options and operands mix (a leading '+' in shortopts
# makes it stop at the first operand too; POSIXLY_CORRECT is never set, as Nearly has no
# environment), and GetoptError (alias error, with .msg and .opt) carries CPython 3.11's messages.

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    # A bad command line: msg is the message (also str(e)), opt the option's name without dashes.
    opt = ''
    msg = ''

    def __init__(self, msg, opt=''):
        super().__init__(msg, opt)
        self.msg = msg
        self.opt = opt

    def __str__(self):
        return self.msg


error = GetoptError


def _short_wants_value(letter, spec):
    # Whether the letter is an option of spec and takes a value (a ':' follows it); a letter
    # missing from spec (':' is never an option letter) raises GetoptError.
    pos = spec.find(letter) if letter != ':' else -1
    if pos < 0:
        raise GetoptError('option -%s not recognized' % letter, letter)
    return spec[pos + 1:pos + 2] == ':'


def _resolve_long(name, names):
    # The full long option that name stands for (itself, or the one option it is a prefix of)
    # and whether it takes a value; names are the long options, 'x=' for one taking a value.
    candidates = [n for n in names if n.startswith(name)]
    if name in candidates:
        return name, False
    if name + '=' in candidates:
        return name, True
    if not candidates:
        raise GetoptError('option --%s not recognized' % name, name)
    if len(candidates) > 1:
        raise GetoptError('option --%s not a unique prefix' % name, name)
    full = candidates[0]
    if full[-1:] == '=':
        return full[:-1], True
    return full, False


def _take_long(word, names, rest, out):
    # Records the long option word ('--' stripped) in out, taking its value from after '=' or
    # from rest; returns what is left of rest.
    name, eq, value = word.partition('=')
    full, wants = _resolve_long(name, names)
    if not wants:
        if eq:
            raise GetoptError('option --%s must not have an argument' % full, full)
        value = ''
    elif not eq:
        if not rest:
            raise GetoptError('option --%s requires argument' % full, full)
        value = rest[0]
        rest = rest[1:]
    out.append(('--' + full, value))
    return rest


def _take_shorts(cluster, spec, rest, out):
    # Records each letter of the cluster ('-' stripped) in out; a letter taking a value takes the
    # rest of the cluster, or the next word of rest. Returns what is left of rest.
    i = 0
    while i < len(cluster):
        letter = cluster[i]
        i += 1
        if not _short_wants_value(letter, spec):
            out.append(('-' + letter, ''))
            continue
        if i < len(cluster):
            value = cluster[i:]
        elif rest:
            value = rest[0]
            rest = rest[1:]
        else:
            raise GetoptError('option -%s requires argument' % letter, letter)
        out.append(('-' + letter, value))
        break
    return rest


def _as_names(longopts):
    # longopts as a list: a single string is one option.
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def _scan(args, shortopts, longopts, mixed):
    # The common loop: options go to the first list, operands to the second. With mixed false
    # the first operand ends the options; '--' always does (and is dropped).
    names = _as_names(longopts)
    found = []
    operands = []
    rest = list(args)
    while rest:
        word = rest[0]
        rest = rest[1:]
        if word == '--':
            operands.extend(rest)
            break
        if word.startswith('--'):
            rest = _take_long(word[2:], names, rest, found)
        elif word.startswith('-') and word != '-':
            rest = _take_shorts(word[1:], shortopts, rest, found)
        elif mixed:
            operands.append(word)
        else:
            operands.append(word)
            operands.extend(rest)
            break
    return found, operands


def getopt(args, shortopts, longopts=[]):
    """Parses args (without the program name) up to the first operand; returns (options, operands)
    with options a list of (option, value) pairs."""
    return _scan(args, shortopts, longopts, False)


def gnu_getopt(args, shortopts, longopts=[]):
    """Like getopt, but options may follow operands unless shortopts starts with '+'."""
    if shortopts.startswith('+'):
        return _scan(args, shortopts[1:], longopts, False)
    return _scan(args, shortopts, longopts, True)
