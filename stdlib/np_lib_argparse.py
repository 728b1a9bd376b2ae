# argparse, written for Nearly from the module's documentation and black-box comparison with
# CPython 3.11 (its help, usage and error text are the semantics kept exact). ArgumentParser
# (prog, usage, description, epilog, parents, formatter_class, prefix_chars, argument_default,
# conflict_handler 'error'/'resolve', add_help, allow_abbrev, exit_on_error); add_argument with
# the actions store, store_const, store_true, store_false, append, append_const, extend, count,
# help, version, BooleanOptionalAction or an Action subclass; nargs None/N/'?'/'*'/'+'/REMAINDER;
# type, choices, required, default, dest, metavar, help; argument groups, mutually exclusive
# groups, subparsers, set_defaults/get_default, parse_args/parse_known_args and their
# intermixed forms. The layout:
#   - actions (Action and the built-in kinds) and Namespace;
#   - HelpFormatter: records usage, text and argument entries in nested sections and renders
#     them on format_help, once the widest argument column is known;
#   - containers (the parser, its groups) that own actions and option strings;
#   - _Scan, one parse of one command line: each word is classified 'O' (an option), 'A' (an
#     argument) or '-' (the '--' marker), and nargs become regular expressions over that string
#     of letters, so positionals and option values take words the way CPython's parser does.
# Differences: FileType, fromfile_prefix_chars (files) and convert_arg_line_to_args do not exist.

import re as _re
import sys as _sys
import textwrap as _textwrap

__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError', 'BooleanOptionalAction',
    'HelpFormatter', 'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
    'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace', 'Action',
    'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS', 'ZERO_OR_MORE',
]

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'

# The namespace attribute a subparser leaves its unrecognized words in for the parent to collect.
_LEFTOVER = '_unrecognized_args'


def _kv_repr(obj, positional, named):
    # "Type(p1, p2, name=value, ...)"; names that are not identifiers go into a trailing **{...}.
    pieces = [repr(v) for v in positional]
    odd = {}
    for key, val in named:
        if key.isidentifier():
            pieces.append(key + '=' + repr(val))
        else:
            odd[key] = val
    if odd:
        pieces.append('**' + repr(odd))
    return type(obj).__name__ + '(' + ', '.join(pieces) + ')'


# ===================== errors

def _describe(action):
    # How an error names an argument: its option strings joined by '/', else its metavar, dest
    # or {choices}; None when nothing applies.
    if action is None:
        return None
    if action.option_strings:
        return '/'.join(action.option_strings)
    for name in (action.metavar, action.dest):
        if name is not None and name is not SUPPRESS:
            return name
    if action.choices:
        return '{' + ','.join(action.choices) + '}'
    return None


class ArgumentError(Exception):
    """An error about one argument (or, with argument None, the command line)."""

    def __init__(self, argument, message):
        self.argument_name = _describe(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type= function to report a bad value in its own words."""
    pass


# ===================== actions

_ABSENT = object()  # getattr's default for attributes an action may lack
_ACTION_FIELDS = ('option_strings', 'dest', 'nargs', 'const', 'default', 'type', 'choices',
                  'required', 'help', 'metavar')


class Action:
    """What to do with one argument; subclasses define __call__(parser, namespace, values,
    option_string)."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def __repr__(self):
        return _kv_repr(self, (), [(f, getattr(self, f)) for f in _ACTION_FIELDS])

    # The attributes a help string may name as %(name)s besides the common ones.
    _extra_fields = ()

    def _help_params(self):
        # The %(...)s fields of this action's help (CPython offers every instance attribute).
        found = {}
        for name in _ACTION_FIELDS + self._extra_fields + ('container',):
            value = getattr(self, name, _ABSENT)
            if value is not _ABSENT:
                found[name] = value
        return found

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


def _check_value_nargs(kind, nargs, const, more):
    # The constructor checks shared by store and append: nargs 0 is refused (with advice in
    # more), and const needs nargs '?'.
    if nargs == 0:
        raise ValueError('nargs for %s actions must be != 0; %s' % (kind, more))
    if const is not None and nargs != OPTIONAL:
        raise ValueError('nargs must be %r to supply const' % OPTIONAL)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        _check_value_nargs('store', nargs, const, 'if you have nothing to store, actions such as '
                           'store true or store const may be more appropriate')
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required,
                         help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings, dest, False, default, required, help)


def _grown(current):
    # A copy of an append/extend destination's current list (a new one when it is None), so a
    # default list is never changed in place.
    if current is None:
        return []
    if type(current) is list:
        return list(current)
    import copy
    return copy.copy(current)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        _check_value_nargs('append', nargs, const, 'if arg strings are not supplying the value '
                           'to append, the append const action may be more appropriate')
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required,
                         help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _grown(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _grown(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _grown(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        before = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (0 if before is None else before) + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    _extra_fields = ('version',)

    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        text = self.version if self.version is not None else parser.version
        fmt = parser._get_formatter()
        fmt.add_text(text)
        parser._print_message(fmt.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    """A flag with a negative twin: --name sets True, --no-name sets False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        both = []
        for opt in option_strings:
            both.append(opt)
            if opt.startswith('--'):
                both.append('--no-' + opt[2:])
        super().__init__(both, dest, nargs=0, default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _ChoicesPseudoAction(Action):
    # One sub-command's line in the help of a subparsers argument.

    def __init__(self, name, aliases, help):
        shown = name
        if aliases:
            shown = '%s (%s)' % (name, ', '.join(aliases))
        super().__init__(option_strings=[], dest=name, help=help, metavar=shown)


class _SubParsersAction(Action):
    _extra_fields = ('_name_parser_map',)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._prefix, self._maker = prog, parser_class
        self._name_parser_map = {}
        self._listed = []  # the _ChoicesPseudoAction of each sub-command given help=
        super().__init__(option_strings, dest, nargs=PARSER, choices=self._name_parser_map,
                         required=required, help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        """Adds and returns the parser of sub-command name (kwargs: aliases, help, and
        ArgumentParser's own arguments)."""
        if kwargs.get('prog') is None:
            kwargs['prog'] = self._prefix + ' ' + name
        aliases = tuple(kwargs.pop('aliases', ()))
        table = self._name_parser_map
        if name in table:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in table:
                raise ArgumentError(self, 'conflicting subparser alias: %s' % alias)
        if 'help' in kwargs:
            self._listed.append(_ChoicesPseudoAction(name, aliases, kwargs.pop('help')))
        parser = self._maker(**kwargs)
        table[name] = parser
        for alias in aliases:
            table[alias] = parser
        return parser

    def _get_subactions(self):
        return self._listed

    def __call__(self, parser, namespace, values, option_string=None):
        command = values[0]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, command)
        sub = self._name_parser_map.get(command)
        if sub is None:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)'
                                % (command, ', '.join(self._name_parser_map)))
        inner, rest = sub.parse_known_args(values[1:], None)
        for key, val in _namespace_items(inner):
            setattr(namespace, key, val)
        if rest:
            if not hasattr(namespace, _LEFTOVER):
                setattr(namespace, _LEFTOVER, [])
            getattr(namespace, _LEFTOVER).extend(rest)


# ===================== namespace

class Namespace:
    """The parsed values, as attributes (repr, ==, `in`)."""

    def __init__(self, **kwargs):
        for key in kwargs:
            setattr(self, key, kwargs[key])

    def __repr__(self):
        return _kv_repr(self, (), _namespace_items(self))

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in vars(self)


def _namespace_items(ns):
    # The (name, value) pairs of a Namespace in the order they were first set (vars() keeps it).
    return list(vars(ns).items())


# ===================== help formatting

_SPACES = _re.compile(r'\s+', _re.ASCII)


class _Block:
    # One section of help under construction: an optional heading and its entries, each a
    # (kind, payload) pair: 'text', 'usage', 'action' or 'block' (a nested section).

    def __init__(self, outer, heading):
        self.outer = outer
        self.heading = heading
        self.entries = []


_WORD = _re.compile(r'\S+')


def _usage_pieces(text):
    # Splits a usage line into the pieces wrapping keeps whole: a bracketed or parenthesized
    # run up to the first closing bracket(s) followed by whitespace or the end (within the
    # line), else a word.
    pieces = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        end = _bracket_end(text, i) if text[i] in '[(' else -1
        if end < 0:
            end = _WORD.match(text, i).end()
        pieces.append(text[i:end])
        i = end
    return pieces


def _bracket_end(text, i):
    # Where the bracketed piece opening at i ends, or -1 when no closing run of its bracket is
    # followed by whitespace or the end before the line ends.
    close = ']' if text[i] == '[' else ')'
    n = len(text)
    newline = text.find('\n', i)
    limit = n if newline < 0 else newline
    j = text.find(close, i + 1, limit)
    while j >= 0:
        k = j
        while k < n and text[k] == close:
            k += 1
        if k == n or text[k].isspace():
            return k
        j = text.find(close, k, limit)
    return -1


def _pack(pieces, width, indent, first_col=None):
    # Lays pieces out greedily in lines of at most width columns (a lone piece may overflow);
    # every line starts with indent, except the first when first_col (the column the first
    # line starts at, after a prefix) is given.
    lines = []
    line = []
    col = (len(indent) if first_col is None else first_col) - 1
    for piece in pieces:
        if line and col + 1 + len(piece) > width:
            lines.append(indent + ' '.join(line))
            line = []
            col = len(indent) - 1
        line.append(piece)
        col += 1 + len(piece)
    if line:
        lines.append(indent + ' '.join(line))
    if first_col is not None and lines:
        lines[0] = lines[0][len(indent):]
    return lines


_OPEN_THEN_SPACE = _re.compile(r'([\[(]) ')
_SPACE_THEN_CLOSE = _re.compile(r' ([\])])')
_EMPTY_BRACKETS = _re.compile(r'[\[(] *[\])]')
_BLANK_LINES = _re.compile(r'\n\n\n+')


def _tidy_usage(text):
    # Closes up the spaces the group brackets leave and drops brackets left empty.
    text = _OPEN_THEN_SPACE.sub(r'\1', text)
    text = _SPACE_THEN_CLOSE.sub(r'\1', text)
    return _EMPTY_BRACKETS.sub('', text).strip()


def _help_field(val):
    # A value as a help string's %(name)s shows it: a class or function by its name; SUPPRESS
    # (an absent field) as _ABSENT.
    if val is SUPPRESS:
        return _ABSENT
    return val.__name__ if hasattr(val, '__name__') else val


class _HelpFields(dict):
    # The %(name)s fields of one action's help: the common attributes are filled in; another
    # name (an attribute an Action subclass sets) is looked up on the action when used.

    def __init__(self, action, known):
        super().__init__(known)
        self.action = action

    def __missing__(self, key):
        val = _help_field(getattr(self.action, key, _ABSENT))
        if val is _ABSENT:
            raise KeyError(key)
        return val


class HelpFormatter:
    """Formats help and usage. Only the class and its constructor are public; subclasses may
    override _fill_text, _split_lines, _get_help_string and the default-metavar methods."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 78  # CPython's width when stdout is not a terminal: 80 columns less 2
        self._prog = prog
        self._step = indent_increment
        self._width = width
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._current_indent = 0
        self._widest = 0
        self._root = _Block(None, None)
        self._open = self._root

    # ---- recording

    def _indent(self):
        self._current_indent += self._step

    def _dedent(self):
        self._current_indent -= self._step

    def start_section(self, heading):
        self._indent()
        block = _Block(self._open, heading)
        self._open.entries.append(('block', block))
        self._open = block

    def end_section(self):
        self._open = self._open.outer
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._open.entries.append(('text', text))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._open.entries.append(('usage', (usage, actions, groups, prefix)))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        widest = len(self._format_action_invocation(action))
        for sub in self._subactions(action):
            widest = max(widest, len(self._format_action_invocation(sub)))
        self._widest = max(self._widest, widest + self._current_indent)
        self._open.entries.append(('action', action))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    # ---- rendering

    def format_help(self):
        text = self._render(self._root)
        if not text:
            return text
        text = _BLANK_LINES.sub('\n\n', text)
        return text.strip('\n') + '\n'

    def _render(self, block):
        # The text of a block: its entries (indented one step when it is a section) under its
        # heading; an empty section renders as nothing.
        nested = block.outer is not None
        if nested:
            self._indent()
        out = []
        for kind, payload in block.entries:
            if kind == 'text':
                out.append(self._format_text(payload))
            elif kind == 'usage':
                out.append(self._format_usage(*payload))
            elif kind == 'action':
                out.append(self._format_action(payload))
            else:
                out.append(self._render(payload))
        if nested:
            self._dedent()
        body = ''.join([s for s in out if s and s is not SUPPRESS])
        if not nested:
            return body
        if not body:
            return ''
        head = ''
        if block.heading is not SUPPRESS and block.heading is not None:
            head = ' ' * self._current_indent + block.heading + ':\n'
        return '\n' + head + body + '\n'

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % {'prog': self._prog}
        width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, width, ' ' * self._current_indent) + '\n\n'

    # ---- usage

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        prog = '%(prog)s' % {'prog': self._prog}
        if usage is not None:
            line = usage % {'prog': self._prog}
        elif not actions:
            line = prog
        else:
            opts = [a for a in actions if a.option_strings]
            poss = [a for a in actions if not a.option_strings]
            line = ' '.join([s for s in (prog, self._usage_text(opts + poss, groups)) if s])
            width = self._width - self._current_indent
            if len(prefix) + len(line) > width:
                line = '\n'.join(self._wrapped_usage(prog, opts, poss, groups, prefix, width))
        return prefix + line + '\n\n'

    def _wrapped_usage(self, prog, opts, poss, groups, prefix, width):
        # The usage lines when it does not fit on one: optionals, then positionals, after prog.
        opt_text = self._usage_text(opts, groups)
        pos_text = self._usage_text(poss, groups)
        opt_pieces = _usage_pieces(opt_text)
        pos_pieces = _usage_pieces(pos_text)
        if ' '.join(opt_pieces) != opt_text or ' '.join(pos_pieces) != pos_text:
            raise AssertionError()
        if len(prefix) + len(prog) <= 0.75 * width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_pieces:
                return (_pack([prog] + opt_pieces, width, indent, len(prefix))
                        + _pack(pos_pieces, width, indent))
            if pos_pieces:
                return _pack([prog] + pos_pieces, width, indent, len(prefix))
            return [prog]
        indent = ' ' * len(prefix)
        lines = _pack(opt_pieces + pos_pieces, width, indent)
        if len(lines) > 1:
            lines = _pack(opt_pieces, width, indent) + _pack(pos_pieces, width, indent)
        return [prog] + lines

    def _usage_text(self, actions, groups):
        # The usage of actions (in order), with each mutually exclusive group whose members
        # stand together in actions bracketed and its members separated by '|'.
        marks = {}
        grouped = set()
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError('empty group %s' % (group,))
            if members[0] not in actions:
                continue
            first = actions.index(members[0])
            last = first + len(members)
            if actions[first:last] != members:
                continue
            shown = 0
            for member in members:
                grouped.add(member)
                if member.help is not SUPPRESS:
                    shown += 1
            pair = None
            if not group.required:
                pair = ('[', ']')
            elif shown > 1:
                pair = ('(', ')')
            if pair is not None:
                marks[first] = marks[first] + ' ' + pair[0] if first in marks else pair[0]
                marks[last] = marks[last] + pair[1] if last in marks else pair[1]
            for k in range(first + 1, last):
                marks[k] = '|'
        words = []
        for k, action in enumerate(actions):
            if action.help is SUPPRESS:
                words.append(None)
                if marks.get(k) == '|':
                    del marks[k]
                elif marks.get(k + 1) == '|':
                    del marks[k + 1]
                continue
            words.append(self._usage_word(action, action in grouped))
        for k in sorted(marks, reverse=True):
            words.insert(k, marks[k])
        return _tidy_usage(' '.join([w for w in words if w is not None]))

    def _usage_word(self, action, grouped):
        # One action's part of the usage line; optional ones are bracketed unless required or
        # inside a group (whose brackets serve instead).
        if not action.option_strings:
            word = self._format_args(action, self._get_default_metavar_for_positional(action))
            if grouped and word[:1] == '[' and word[-1:] == ']':
                word = word[1:-1]
            return word
        if action.nargs == 0:
            word = action.format_usage()
        else:
            metavar = self._get_default_metavar_for_optional(action)
            word = action.option_strings[0] + ' ' + self._format_args(action, metavar)
        if not action.required and not grouped:
            word = '[' + word + ']'
        return word

    # ---- arguments

    def _metavar_formatter(self, action, default_metavar):
        # A function of n giving the n metavar names: a tuple metavar as it is, else the
        # metavar, {choices} or default_metavar repeated n times.
        if action.metavar is not None:
            name = action.metavar
        elif action.choices is not None:
            name = '{' + ','.join([str(c) for c in action.choices]) + '}'
        else:
            name = default_metavar

        def names(n):
            return name if isinstance(name, tuple) else (name,) * n
        return names

    def _format_args(self, action, default_metavar):
        names = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % names(1)
        if nargs == OPTIONAL:
            return '[%s]' % names(1)
        if nargs == ZERO_OR_MORE:
            got = names(1)
            if len(got) == 2:
                return '[%s [%s ...]]' % got
            return '[%s ...]' % got
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % names(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % names(1)
        if nargs == SUPPRESS:
            return ''
        if not isinstance(nargs, int):
            raise ValueError('invalid nargs value')
        return ' '.join(['%s'] * nargs) % names(nargs)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            name, = self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)
            return name
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        shown = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ', '.join([opt + ' ' + shown for opt in action.option_strings])

    def _subactions(self, action):
        # The pseudo-actions listed under an action (a subparsers argument's commands).
        lister = getattr(action, '_get_subactions', None)
        return lister() if lister is not None else []

    def _format_action(self, action):
        # An argument's entry: its invocation, then its help in the column at help_position
        # (on the next line when the invocation is too wide), then its sub-commands.
        column = min(self._widest + 2, self._max_help_position)
        help_width = max(self._width - column, 11)
        room = column - self._current_indent - 2
        pad = ' ' * self._current_indent
        head = self._format_action_invocation(action)
        first_indent = 0
        if not action.help:
            head = pad + head + '\n'
        elif len(head) <= room:
            head = pad + head.ljust(room) + '  '
        else:
            head = pad + head + '\n'
            first_indent = column
        out = [head]
        if action.help and action.help.strip():
            expanded = self._expand_help(action)
            if expanded:
                lines = self._split_lines(expanded, help_width)
                out.append(' ' * first_indent + lines[0] + '\n')
                for line in lines[1:]:
                    out.append(' ' * column + line + '\n')
        elif not head.endswith('\n'):
            out.append('\n')
        subs = self._subactions(action)
        if subs:
            self._indent()
            for sub in subs:
                out.append(self._format_action(sub))
            self._dedent()
        return ''.join([s for s in out if s and s is not SUPPRESS])

    def _expand_help(self, action):
        fields = action._help_params() if hasattr(action, '_help_params') else {}
        fields['prog'] = self._prog
        params = {}
        for key in fields:
            val = _help_field(fields[key])
            if val is not _ABSENT:
                params[key] = val
        if params.get('choices') is not None:
            params['choices'] = ', '.join([str(c) for c in params['choices']])
        text = self._get_help_string(action)
        try:
            return text % params
        except KeyError:
            # A field the common attributes lack: perhaps one an Action subclass sets.
            return text % _HelpFields(action, params)

    # ---- the hooks subclasses override

    def _split_lines(self, text, width):
        return _textwrap.wrap(_SPACES.sub(' ', text).strip(), width)

    def _fill_text(self, text, width, indent):
        text = _SPACES.sub(' ', text).strip()
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written (lines only indented)."""

    def _fill_text(self, text, width, indent):
        return ''.join([indent + line for line in text.splitlines(True)])


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text's lines as written."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds ' (default: ...)' to the help of options and of positionals that may be absent."""

    def _get_help_string(self, action):
        text = action.help
        if text is None:
            text = ''
        if '%(default)' in text or action.default is SUPPRESS:
            return text
        if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
            text += ' (default: %(default)s)'
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names each argument's values after its type (type= is then required)."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ===================== containers of actions

def _as_is(text):
    # The type of an argument without type=: the word itself.
    return text


# An option string that reads as a negative number ('-1', '-.5'): once a parser has one, words
# like '-3' are options rather than values.
_NEGATIVE = _re.compile(r'-(?:\d+|\d*\.\d+)$')

_BUILTIN_ACTIONS = (
    (None, _StoreAction), ('store', _StoreAction), ('store_const', _StoreConstAction),
    ('store_true', _StoreTrueAction), ('store_false', _StoreFalseAction),
    ('append', _AppendAction), ('append_const', _AppendConstAction), ('count', _CountAction),
    ('help', _HelpAction), ('version', _VersionAction), ('parsers', _SubParsersAction),
    ('extend', _ExtendAction),
)


# The tables a group shares with its parser (besides the registries).
_SHARED_TABLES = ('_actions', '_option_string_actions', '_defaults', '_mutually_exclusive_groups',
                  '_has_negative_number_optionals')


class _ActionsContainer:
    # What a parser and its groups have in common: adding arguments. A group shares its
    # parser's tables (registries, actions, option strings, defaults, exclusive groups).

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.conflict_handler = conflict_handler
        self._resolver()
        self.prefix_chars, self.argument_default = prefix_chars, argument_default
        self.description = description
        self._action_groups = []
        for name in _SHARED_TABLES:
            setattr(self, name, {} if name in ('_defaults', '_option_string_actions') else [])
        self._registries = {'action': dict(_BUILTIN_ACTIONS)}

    def _share(self, container):
        # Makes this group use container's tables, so what it adds is the parser's too.
        for name in _SHARED_TABLES + ('_registries',):
            setattr(self, name, getattr(container, name))

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        table = self._registries.get(registry_name)
        return default if table is None else table.get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for act in [a for a in self._actions if a.dest in kwargs]:
            act.default = kwargs[act.dest]

    def get_default(self, dest):
        given = [a.default for a in self._actions if a.dest == dest and a.default is not None]
        return given[0] if given else self._defaults.get(dest)

    def add_argument(self, *args, **kwargs):
        """add_argument(name or flags..., action=, nargs=, const=, default=, type=, choices=,
        required=, help=, metavar=, dest=): adds an argument and returns its Action."""
        if not args or len(args) == 1 and args[0][0] not in self.prefix_chars:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._option_kwargs(args, kwargs)
        if 'default' not in kwargs:
            if kwargs['dest'] in self._defaults:
                kwargs['default'] = self._defaults[kwargs['dest']]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        kind = kwargs.pop('action', None)
        cls = self._registry_get('action', kind, kind)
        if not callable(cls):
            raise ValueError('unknown action "%s"' % (cls,))
        action = cls(**kwargs)
        converter = self._registry_get('type', action.type, action.type)
        if not callable(converter):
            raise ValueError('%r is not callable' % (converter,))
        if isinstance(self, ArgumentParser):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError('length of metavar tuple does not match nargs')
        return self._add_action(action)

    def _positional_kwargs(self, dest, **kwargs):
        # The keywords of a positional: dest is its name; it is required unless nargs lets it
        # be absent ('?', or '*' with a default).
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        if nargs not in (OPTIONAL, ZERO_OR_MORE) or nargs == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        kwargs['dest'] = dest
        kwargs['option_strings'] = []
        return kwargs

    def _option_kwargs(self, flags, kwargs):
        # The keywords of an option: its option strings and a dest made from the first long
        # one (else the first), prefix characters stripped and '-' turned into '_'.
        chars = self.prefix_chars
        for flag in flags:
            if not flag[0] in chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (flag, chars))
        kwargs = dict(kwargs)
        dest = kwargs.pop('dest', None)
        if dest is None:
            longs = [f for f in flags if len(f) > 1 and f[1] in chars]
            dest = (longs or list(flags))[0].lstrip(chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % (flags[-1],))
            dest = dest.replace('-', '_')
        kwargs['dest'] = dest
        kwargs['option_strings'] = list(flags)
        return kwargs

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        clashes = [(s, self._option_string_actions[s]) for s in action.option_strings
                   if s in self._option_string_actions]
        if clashes:
            self._resolver()(action, clashes)
        self._actions.append(action)
        action.container = self
        for opt in action.option_strings:
            self._option_string_actions[opt] = action
        for opt in action.option_strings:
            if _NEGATIVE.match(opt) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _resolver(self):
        # The method that handles option strings already taken, named by conflict_handler.
        handler = getattr(self, '_handle_conflict_%s' % self.conflict_handler, None)
        if handler is None:
            raise ValueError('invalid conflict_resolution value: %r' % self.conflict_handler)
        return handler

    def _handle_conflict_error(self, action, clashes):
        taken = ', '.join([s for s, other in clashes])
        word = 'string' if len(clashes) == 1 else 'strings'
        raise ArgumentError(action, 'conflicting option %s: %s' % (word, taken))

    def _handle_conflict_resolve(self, action, clashes):
        for opt, other in clashes:
            other.option_strings.remove(opt)
            self._option_string_actions.pop(opt, None)
            if not other.option_strings:
                other.container._remove_action(other)

    def _add_container_actions(self, container):
        # Copies a parent parser's arguments in: each goes to this parser's group of the same
        # title (made as needed), or to a copy of its exclusive group.
        titled = {}
        for mine in self._action_groups:
            if mine.title in titled:
                raise ValueError('cannot merge actions - two groups are named %r' % (mine.title,))
            titled[mine.title] = mine
        target = {}
        for theirs in container._action_groups:
            into = titled.get(theirs.title)
            if into is None:
                into = self.add_argument_group(title=theirs.title, description=theirs.description,
                                               conflict_handler=theirs.conflict_handler)
                titled[theirs.title] = into
            for act in theirs._group_actions:
                target[act] = into
        for theirs in container._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=theirs.required)
            for act in theirs._group_actions:
                target[act] = twin
        for act in container._actions:
            target.get(act, self)._add_action(act)


class _ArgumentGroup(_ActionsContainer):
    # A titled group of arguments in the help; its arguments belong to the parser.

    def __init__(self, container, title=None, description=None, **kwargs):
        for key in ('conflict_handler', 'prefix_chars', 'argument_default'):
            kwargs.setdefault(key, getattr(container, key))
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._share(container)

    def _add_action(self, action):
        self._group_actions.append(self._hand_up(action))
        return action

    def _hand_up(self, action):
        # Adds action to the shared tables (for an exclusive group, through its container).
        return _ActionsContainer._add_action(self, action)

    def _remove_action(self, action):
        self._take_down(action)
        self._group_actions.remove(action)

    def _take_down(self, action):
        # Removes action from the shared tables.
        _ActionsContainer._remove_action(self, action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    # Arguments of which at most one (exactly one when required) may be given; they are added
    # through the container the group was made in (the parser or an argument group).

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._owner = container

    def _hand_up(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        return self._owner._add_action(action)

    def _take_down(self, action):
        self._owner._remove_action(action)


# ===================== matching words to arguments

def _nargs_regex(action):
    # The regular expression (one group) for the words an action takes, over the string of
    # word kinds ('A' argument, 'O' option, '-' the '--' marker). A positional may take '--'
    # markers around its words; an option never does.
    nargs = action.nargs
    if nargs is None:
        return '(A)' if action.option_strings else '(-*A-*)'
    gap = '' if action.option_strings else '-*'
    if nargs is None:
        nargs = 1
    if isinstance(nargs, int):
        body = gap.join(['A'] * nargs)
    elif nargs == OPTIONAL:
        body = 'A?'
    elif nargs == ZERO_OR_MORE:
        body = '[A-]*' if gap else 'A*'
    elif nargs == ONE_OR_MORE:
        body = 'A[A-]*' if gap else 'A+'
    elif nargs == REMAINDER:
        return '([-AO]*)' if gap else '([AO]*)'
    elif nargs == PARSER:
        return '(' + gap + ('A[-AO]*' if gap else 'A[AO]*') + ')'
    elif nargs == SUPPRESS:
        body = ''
    else:
        body = gap.join('A' * nargs)  # not a count: the TypeError CPython raises here
    return '(' + gap + body + gap + ')'


# Compiled nargs expressions by their text; cleared when it grows past 200 (a program making
# parsers of ever new nargs must not grow it without bound).
_COMPILED = {}


def _compiled(pattern):
    # The compiled form of a nargs expression (or of a run of them).
    rx = _COMPILED.get(pattern)
    if rx is None:
        if len(_COMPILED) > 200:
            _COMPILED.clear()
        rx = _COMPILED[pattern] = _re.compile(pattern)
    return rx


def _arity_message(nargs):
    # The error for an option whose words do not fit its nargs.
    if nargs is None:
        return 'expected one argument'
    if nargs == OPTIONAL:
        return 'expected at most one argument'
    if nargs == ONE_OR_MORE:
        return 'expected at least one argument'
    return ('expected %s argument' if nargs == 1 else 'expected %s arguments') % nargs


class _Scan:
    # One parse of one command line into a namespace: classifies the words, then alternates
    # between runs of positionals and single options, as CPython's parser does.

    def __init__(self, parser, words, namespace):
        self.parser = parser
        self.words = words
        self.ns = namespace
        self.waiting = [a for a in parser._actions if not a.option_strings]
        self.seen = set()
        self.changed = set()
        self.rivals = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for k, member in enumerate(members):
                self.rivals.setdefault(member, []).extend(members[:k] + members[k + 1:])
        self.extras = []
        kinds = []
        self.opts = {}
        k = 0
        while k < len(words):
            if words[k] == '--':
                kinds.append('-' + 'A' * (len(words) - k - 1))
                break
            found = parser._parse_optional(words[k])
            if found is None:
                kinds.append('A')
            else:
                self.opts[k] = found
                kinds.append('O')
            k += 1
        self.kinds = ''.join(kinds)

    def apply(self, action, strings, option_string=None):
        # Converts an action's words and runs it, refusing a clash with an exclusive rival.
        self.seen.add(action)
        values = self.parser._get_values(action, strings)
        if values is not action.default:
            self.changed.add(action)
            for rival in self.rivals.get(action, ()):
                if rival in self.changed:
                    raise ArgumentError(action, 'not allowed with argument %s' % _describe(rival))
        if values is not SUPPRESS:
            action(self.parser, self.ns, values, option_string)

    def take_positionals(self, start):
        # Gives the waiting positionals (as many of them, from the first, as can match) their
        # words from start on; returns the index after the last word taken.
        counts = self.parser._match_arguments_partial(self.waiting, self.kinds[start:])
        for action, count in zip(self.waiting, counts):
            self.apply(action, self.words[start:start + count])
            start += count
        self.waiting = self.waiting[len(counts):]
        return start

    def take_option(self, start):
        # Runs the option at start (a cluster of single-letter flags runs each one) with its
        # words; returns the index after them.
        action, opt, attached = self.opts[start]
        if action is None:
            self.extras.append(self.words[start])
            return start + 1
        todo = []
        parser = self.parser
        while True:
            if attached is None:
                count = parser._match_argument(action, self.kinds[start + 1:])
                stop = start + 1 + count
                todo.append((action, self.words[start + 1:stop], opt))
                break
            count = parser._match_argument(action, 'A')
            if count == 1:
                todo.append((action, [attached], opt))
                stop = start + 1
                break
            if count == 0 and opt[1] not in parser.prefix_chars and attached != '':
                todo.append((action, [], opt))
                nxt = opt[0] + attached[0]
                if nxt not in parser._option_string_actions:
                    raise ArgumentError(action, 'ignored explicit argument %r' % attached)
                action = parser._option_string_actions[nxt]
                opt = nxt
                attached = attached[1:] or None
                continue
            raise ArgumentError(action, 'ignored explicit argument %r' % attached)
        for act, strings, name in todo:
            self.apply(act, strings, name)
        return stop

    def run(self):
        marks = sorted(self.opts)
        pos = 0
        while marks and pos <= marks[-1]:
            nxt = min([m for m in marks if m >= pos])
            if pos != nxt:
                end = self.take_positionals(pos)
                if end > pos:
                    pos = end
                    continue
            if pos not in self.opts:
                self.extras.extend(self.words[pos:nxt])
                pos = nxt
            pos = self.take_option(pos)
        end = self.take_positionals(pos)
        self.extras.extend(self.words[end:])
        self.finish()
        return self.ns, self.extras

    def finish(self):
        # Required arguments and groups not given are errors; a string default of an argument
        # not given is converted by its type.
        parser = self.parser
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_describe(action))
            elif (isinstance(action.default, str) and hasattr(self.ns, action.dest)
                  and action.default is getattr(self.ns, action.dest)):
                setattr(self.ns, action.dest, parser._get_value(action, action.default))
        if missing:
            parser.error('the following arguments are required: %s' % ', '.join(missing))
        for group in parser._mutually_exclusive_groups:
            if not group.required:
                continue
            if any([a in self.changed for a in group._group_actions]):
                continue
            names = [_describe(a) for a in group._group_actions if a.help is not SUPPRESS]
            parser.error('one of the arguments %s is required' % ' '.join(names))


# ===================== the parser

class ArgumentParser(_ActionsContainer):
    """A command-line parser: add arguments, then parse_args(args) returns a Namespace."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description, prefix_chars, argument_default, conflict_handler)
        if fromfile_prefix_chars is not None:
            raise RuntimeError('fromfile_prefix_chars reads files, which Nearly does not allow')
        self.prog = _sys.argv[0].rsplit('/', 1)[-1] if prog is None else prog
        for key, val in (('usage', usage), ('epilog', epilog), ('add_help', add_help),
                         ('formatter_class', formatter_class), ('allow_abbrev', allow_abbrev),
                         ('fromfile_prefix_chars', None), ('exit_on_error', exit_on_error)):
            setattr(self, key, val)
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        self.register('type', None, _as_is)
        if add_help:
            lead = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(lead + 'h', lead * 2 + 'help', action='help', default=SUPPRESS,
                              help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def __repr__(self):
        names = ('prog', 'usage', 'description', 'formatter_class', 'conflict_handler', 'add_help')
        return _kv_repr(self, (), [(n, getattr(self, n)) for n in names])

    def add_subparsers(self, **kwargs):
        """Adds the sub-command argument and returns it (its add_parser makes sub-parsers)."""
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            self._subparsers = self.add_argument_group(kwargs.pop('title', 'subcommands'),
                                                       kwargs.pop('description', None))
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            fmt = self._get_formatter()
            fmt.add_usage(self.usage, [a for a in self._actions if not a.option_strings],
                          self._mutually_exclusive_groups, '')
            kwargs['prog'] = fmt.format_help().strip()
        kind = kwargs.pop('action', 'parsers')
        cls = self._registry_get('action', kind, kind)
        action = cls(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        group = self._optionals if action.option_strings else self._positionals
        group._add_action(action)
        return action

    # ---- parsing

    def parse_args(self, args=None, namespace=None):
        namespace, rest = self.parse_known_args(args, namespace)
        if rest:
            self.error('unrecognized arguments: %s' % ' '.join(rest))
        return namespace

    def parse_known_args(self, args=None, namespace=None):
        """Parses what it can of args; returns (namespace, the words not recognized)."""
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        self._seed(namespace)
        if self.exit_on_error:
            try:
                namespace, args = _Scan(self, args, namespace).run()
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = _Scan(self, args, namespace).run()
        if hasattr(namespace, _LEFTOVER):
            args.extend(getattr(namespace, _LEFTOVER))
            delattr(namespace, _LEFTOVER)
        return namespace, args

    def _seed(self, ns):
        # Gives ns each argument's default and each set_defaults value it does not have yet.
        pairs = [(a.dest, a.default) for a in self._actions
                 if a.dest is not SUPPRESS and a.default is not SUPPRESS]
        for dest, value in pairs + list(self._defaults.items()):
            if not hasattr(ns, dest):
                setattr(ns, dest, value)

    def _parse_optional(self, word):
        # (action, option string, attached value) for a word that is an option (action None
        # when it looks like one nobody defined), or None for an argument.
        table = self._option_string_actions
        if not word or word[0] not in self.prefix_chars:
            return None
        if word in table:
            return table[word], word, None
        if len(word) == 1:
            return None
        name, eq, value = word.partition('=')
        if eq and name in table:
            return table[name], name, value
        hits = self._get_option_tuples(word)
        if len(hits) > 1:
            self.error('ambiguous option: %s could match %s'
                       % (word, ', '.join([hit[1] for hit in hits])))
        if hits:
            return hits[0]
        if _NEGATIVE.match(word) and not self._has_negative_number_optionals:
            return None
        if ' ' in word:
            return None
        return None, word, None

    def _get_option_tuples(self, word):
        # The options word may abbreviate: for '--x...', the long options it begins (when
        # allow_abbrev); for '-x...', the option '-x' with the rest attached and the options it
        # begins.
        chars = self.prefix_chars
        hits = []
        if word[0] in chars and word[1] in chars:
            if self.allow_abbrev:
                stem, eq, value = word.partition('=')
                value = value if eq else None
                for opt, action in self._option_string_actions.items():
                    if opt.startswith(stem):
                        hits.append((action, opt, value))
        elif word[0] in chars:
            head = word[:2]
            for opt, action in self._option_string_actions.items():
                if opt == head:
                    hits.append((action, opt, word[2:]))
                elif opt.startswith(word):
                    hits.append((action, opt, None))
        else:
            self.error('unexpected option string: %s' % word)
        return hits

    def _match_argument(self, action, kinds):
        # How many of the words (described by kinds) the option action takes.
        found = _compiled(_nargs_regex(action)).match(kinds)
        if found is None:
            raise ArgumentError(action, _arity_message(action.nargs))
        return len(found.group(1))

    def _match_arguments_partial(self, actions, kinds):
        # The word counts of the longest leading run of actions that can share kinds.
        for n in range(len(actions), 0, -1):
            found = _compiled(''.join([_nargs_regex(a) for a in actions[:n]])).match(kinds)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _get_values(self, action, words):
        # The value an action receives for its words: converted by type= and checked against
        # choices; a lone '?' or '*' positional with no words gets its const or default.
        if action.nargs not in (PARSER, REMAINDER) and '--' in words:
            words.remove('--')
        nargs = action.nargs
        check = self._check_value
        if len(words) == 1 and (nargs is None or nargs == OPTIONAL):
            value = self._get_value(action, words[0])
        elif not words and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if not isinstance(value, str):
                return value
            value = self._get_value(action, value)
        elif not words and nargs == ZERO_OR_MORE and not action.option_strings:
            value = words if action.default is None else action.default
        elif nargs == SUPPRESS:
            return SUPPRESS
        else:
            value = [self._get_value(action, w) for w in words]
            if nargs != REMAINDER:
                for one in value[:1] if nargs == PARSER else value:
                    check(action, one)
            return value
        check(action, value)
        return value

    def _get_value(self, action, word):
        convert = self._registry_get('type', action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, '%r is not callable' % (convert,))
        try:
            return convert(word)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, word))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                % (value, ', '.join([repr(c) for c in action.choices])))

    # ---- intermixed parsing

    def parse_intermixed_args(self, args=None, namespace=None):
        namespace, rest = self.parse_known_intermixed_args(args, namespace)
        if rest:
            self.error('unrecognized arguments: %s' % ' '.join(rest))
        return namespace

    def parse_known_intermixed_args(self, args=None, namespace=None):
        """Like parse_known_args, but options may come between a positional's words: a first
        pass takes the options with every positional switched off, a second the positionals
        from the words left. Positionals with nargs PARSER or REMAINDER (subparsers) and
        positionals in exclusive groups are refused with TypeError."""
        positionals = [a for a in self._actions if not a.option_strings]
        for action in positionals:
            if action.nargs in (PARSER, REMAINDER):
                raise TypeError('parse_intermixed_args: positional arg with nargs=%s'
                                % (action.nargs,))
        for group in self._mutually_exclusive_groups:
            if [a for a in group._group_actions if a in positionals]:
                raise TypeError('parse_intermixed_args: positional in mutuallyExclusiveGroup')
        kept_usage = self.usage
        try:
            if kept_usage is None:
                # The usage errors print is the whole parser's, not the half switched off.
                self.usage = self.format_usage()[len('usage: '):]
            namespace, left = self._options_pass(positionals, args, namespace)
            return self._positionals_pass(left, namespace)
        finally:
            self.usage = kept_usage

    def _options_pass(self, positionals, args, namespace):
        # parse_known_args with every positional taking no words and setting nothing.
        kept = [(a.nargs, a.default) for a in positionals]
        try:
            for action in positionals:
                action.nargs = action.default = SUPPRESS
            namespace, left = self.parse_known_args(args, namespace)
            for action in positionals:
                if hasattr(namespace, action.dest) and getattr(namespace, action.dest) == []:
                    import warnings
                    warnings.warn('Do not expect %s in %s' % (action.dest, namespace))
                    delattr(namespace, action.dest)
        finally:
            for action, (nargs, default) in zip(positionals, kept):
                action.nargs, action.default = nargs, default
        return namespace, left

    def _positionals_pass(self, left, namespace):
        # parse_known_args of the words left with no option or exclusive group required.
        holders = [a for a in self._actions if a.option_strings] + self._mutually_exclusive_groups
        kept = [h.required for h in holders]
        try:
            for holder in holders:
                holder.required = False
            return self.parse_known_args(left, namespace)
        finally:
            for holder, required in zip(holders, kept):
                holder.required = required

    # ---- help and exits

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def format_usage(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return fmt.format_help()

    def format_help(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        fmt.add_text(self.description)
        for group in self._action_groups:
            fmt.start_section(group.title)
            fmt.add_text(group.description)
            fmt.add_arguments(group._group_actions)
            fmt.end_section()
        fmt.add_text(self.epilog)
        return fmt.format_help()

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        if not message:
            return
        try:
            (file or _sys.stderr).write(message)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Prints the usage and 'PROG: error: message' on stderr and exits with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
