# argparse: CPython 3.11's command-line parser, rewritten for Nearly. ArgumentParser (prog, usage,
# description, epilog, parents, formatter_class, prefix_chars, argument_default,
# conflict_handler 'error'/'resolve', add_help, allow_abbrev, exit_on_error), add_argument with
# the actions store, store_const, store_true, store_false, append, append_const, extend, count,
# help, version and BooleanOptionalAction (or an Action subclass), nargs None/int/'?'/'*'/'+'/
# REMAINDER, type, choices, required, default, dest, metavar, help; argument groups, mutually
# exclusive groups, subparsers, set_defaults/get_default, parse_args/parse_known_args/
# parse_intermixed_args is not provided. Arguments are matched as CPython matches them (a
# pattern of 'O'/'A' letters against each action's nargs regex), and help, usage and error
# exits print CPython's text: the usage on stderr, "PROG: error: MESSAGE" and SystemExit(2).
# The help width is CPython's for a non-terminal stdout (80 columns). Differences: prog
# defaults to the base name of sys.argv[0], which Nearly leaves empty (pass prog=); Namespace
# has no __dict__ (use getattr or `in`); FileType and fromfile_prefix_chars (files) do not
# exist.

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
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'


def _basename(path):
    return path.rsplit('/', 1)[-1]


class _AttributeHolder:
    # The repr of Namespace, Action and ArgumentParser: Type(name=value, ...).

    def __repr__(self):
        arg_strings = [repr(arg) for arg in self._get_args()]
        star_args = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                arg_strings.append('%s=%r' % (name, value))
            else:
                star_args[name] = value
        if star_args:
            arg_strings.append('**%s' % repr(star_args))
        return '%s(%s)' % (type(self).__name__, ', '.join(arg_strings))

    def _get_kwargs(self):
        return []

    def _get_args(self):
        return []


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


# ===================== help formatting

class HelpFormatter:
    # Builds help and usage text in nested sections, as CPython's HelpFormatter does.

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = _Section(self, None)
        self._current_section = self._root_section

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = _Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, [usage, actions, groups, prefix])

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            invocations = [self._format_action_invocation(action)]
            for subaction in self._iter_indented_subactions(action):
                invocations.append(self._format_action_invocation(subaction))
            action_length = max(map(len, invocations)) + self._current_indent
            self._action_max_length = max(self._action_max_length, action_length)
            self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        help = self._root_section.format_help()
        if help:
            help = _re.sub(r'\n\n\n+', '\n\n', help)
            help = help.strip('\n') + '\n'
        return help

    def _join_parts(self, part_strings):
        return ''.join([part for part in part_strings if part and part is not SUPPRESS])

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = '%(prog)s' % dict(prog=self._prog)
        else:
            usage = self._build_usage(actions, groups, prefix)
        return '%s%s\n\n' % (prefix, usage)

    def _build_usage(self, actions, groups, prefix):
        prog = '%(prog)s' % dict(prog=self._prog)
        optionals = [a for a in actions if a.option_strings]
        positionals = [a for a in actions if not a.option_strings]
        action_usage = self._format_actions_usage(optionals + positionals, groups)
        usage = ' '.join([s for s in [prog, action_usage] if s])
        text_width = self._width - self._current_indent
        if len(prefix) + len(usage) <= text_width:
            return usage
        # Too long: wrap the optionals and positionals separately.
        part_regexp = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
        opt_parts = _re.findall(part_regexp, self._format_actions_usage(optionals, groups))
        pos_parts = _re.findall(part_regexp, self._format_actions_usage(positionals, groups))

        def get_lines(parts, indent, prefix=None):
            lines = []
            line = []
            line_len = len(prefix) - 1 if prefix is not None else len(indent) - 1
            for part in parts:
                if line_len + 1 + len(part) > text_width and line:
                    lines.append(indent + ' '.join(line))
                    line = []
                    line_len = len(indent) - 1
                line.append(part)
                line_len += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = get_lines([prog] + opt_parts, indent, prefix)
                lines.extend(get_lines(pos_parts, indent))
            elif pos_parts:
                lines = get_lines([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = ' ' * len(prefix)
            lines = get_lines(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = get_lines(opt_parts, indent) + get_lines(pos_parts, indent)
            lines = [prog] + lines
        return '\n'.join(lines)

    def _group_inserts(self, actions, groups, group_actions):
        # The brackets and bars mutually exclusive groups add around their actions' parts.
        inserts = {}
        for group in groups:
            if not group._group_actions:
                raise ValueError(f'empty group {group}')
            if group._group_actions[0] not in actions:
                continue
            start = actions.index(group._group_actions[0])
            end = start + len(group._group_actions)
            if actions[start:end] != group._group_actions:
                continue
            suppressed = 0
            for action in group._group_actions:
                group_actions.add(action)
                if action.help is SUPPRESS:
                    suppressed += 1
            exposed = len(group._group_actions) - suppressed
            if not group.required:
                opener, closer = '[', ']'
            elif exposed > 1:
                opener, closer = '(', ')'
            else:
                opener = closer = None
            if opener:
                inserts[start] = inserts[start] + ' ' + opener if start in inserts else opener
                inserts[end] = inserts[end] + closer if end in inserts else closer
            for i in range(start + 1, end):
                inserts[i] = '|'
        return inserts

    def _format_actions_usage(self, actions, groups):
        group_actions = set()
        inserts = self._group_inserts(actions, groups, group_actions)
        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if inserts.get(i) == '|':
                    inserts.pop(i)
                elif inserts.get(i + 1) == '|':
                    inserts.pop(i + 1)
            elif not action.option_strings:
                default = self._get_default_metavar_for_positional(action)
                part = self._format_args(action, default)
                if action in group_actions and part[0] == '[' and part[-1] == ']':
                    part = part[1:-1]
                parts.append(part)
            else:
                option_string = action.option_strings[0]
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    default = self._get_default_metavar_for_optional(action)
                    part = '%s %s' % (option_string, self._format_args(action, default))
                if not action.required and action not in group_actions:
                    part = '[%s]' % part
                parts.append(part)
        for i in sorted(inserts, reverse=True):
            parts[i:i] = [inserts[i]]
        text = ' '.join([item for item in parts if item is not None])
        text = _re.sub(r'([\[(]) ', r'\1', text)
        text = _re.sub(r' ([\])])', r'\1', text)
        text = _re.sub(r'[\[(] *[\])]', r'', text)
        return text.strip()

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        text_width = max(self._width - self._current_indent, 11)
        indent = ' ' * self._current_indent
        return self._fill_text(text, text_width, indent) + '\n\n'

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        action_header = self._format_action_invocation(action)
        indent_first = 0
        if not action.help:
            action_header = '%*s%s\n' % (self._current_indent, '', action_header)
        elif len(action_header) <= action_width:
            action_header = '%*s%-*s  ' % (self._current_indent, '', action_width, action_header)
        else:
            action_header = '%*s%s\n' % (self._current_indent, '', action_header)
            indent_first = help_position
        parts = [action_header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                help_lines = self._split_lines(help_text, help_width)
                parts.append('%*s%s\n' % (indent_first, '', help_lines[0]))
                for line in help_lines[1:]:
                    parts.append('%*s%s\n' % (help_position, '', line))
        elif not action_header.endswith('\n'):
            parts.append('\n')
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            default = self._get_default_metavar_for_positional(action)
            metavar, = self._metavar_formatter(action, default)(1)
            return metavar
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        default = self._get_default_metavar_for_optional(action)
        args_string = self._format_args(action, default)
        return ', '.join(['%s %s' % (s, args_string) for s in action.option_strings])

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join([str(choice) for choice in action.choices])
        else:
            result = default_metavar

        def format(tuple_size):
            if isinstance(result, tuple):
                return result
            return (result,) * tuple_size
        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % get_metavar(1)
        if nargs == OPTIONAL:
            return '[%s]' % get_metavar(1)
        if nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return '[%s [%s ...]]' % metavar
            return '[%s ...]' % metavar
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % get_metavar(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % get_metavar(1)
        if nargs == SUPPRESS:
            return ''
        if not isinstance(nargs, int):
            raise ValueError("invalid nargs value")
        return ' '.join(['%s'] * nargs) % get_metavar(nargs)

    def _expand_help(self, action):
        params = dict(action._get_kwargs(), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], '__name__'):
                params[name] = params[name].__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join([str(c) for c in params['choices']])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        if isinstance(action, _SubParsersAction):
            self._indent()
            yield from action._get_subactions()
            self._dedent()

    def _split_lines(self, text, width):
        text = _re.sub(r'\s+', ' ', text, flags=_re.ASCII).strip()
        return _textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = _re.sub(r'\s+', ' ', text, flags=_re.ASCII).strip()
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class _Section:
    # One section of help (a heading and its items), formatted when the whole help is.

    def __init__(self, formatter, parent, heading=None):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        formatter = self.formatter
        if self.parent is not None:
            formatter._indent()
        item_help = formatter._join_parts([func(*args) for func, args in self.items])
        if self.parent is not None:
            formatter._dedent()
        if not item_help:
            return ''
        if self.heading is not SUPPRESS and self.heading is not None:
            heading = '%*s%s:\n' % (formatter._current_indent, '', self.heading)
        else:
            heading = ''
        return formatter._join_parts(['\n', heading, item_help, '\n'])


class RawDescriptionHelpFormatter(HelpFormatter):
    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ''
        if '%(default)' not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in [OPTIONAL, ZERO_OR_MORE]:
                help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ===================== errors

def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    # An error from creating or using an argument; str() names the argument.

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message
        super().__init__(argument, message)

    def __str__(self):
        if self.argument_name is None:
            return '%s' % self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    pass


# ===================== actions

class Action(_AttributeHolder):
    # What to do with one command-line argument: subclasses define __call__.

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

    def _get_kwargs(self):
        names = ['option_strings', 'dest', 'nargs', 'const', 'default', 'type', 'choices',
                 'required', 'help', 'metavar']
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class BooleanOptionalAction(Action):
    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        strings = []
        for option_string in option_strings:
            strings.append(option_string)
            if option_string.startswith('--'):
                strings.append('--no-' + option_string[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0, default=default,
                         type=type, choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for store actions must be != 0; if you have nothing to '
                             'store, actions such as store true or store const may be more '
                             'appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                         default=default, type=type, choices=choices, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=True,
                         default=default, required=required, help=help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=False,
                         default=default, required=required, help=help)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for append actions must be != 0; if arg strings are not '
                             'supplying the value to append, the append const action may be '
                             'more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                         default=default, type=type, choices=choices, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ChoicesPseudoAction(Action):
    # A subcommand's line in its parent's help.
    def __init__(self, name, aliases, help):
        metavar = dest = name
        if aliases:
            metavar += ' (%s)' % ', '.join(aliases)
        super().__init__(option_strings=[], dest=dest, help=help, metavar=metavar)


class _SubParsersAction(Action):
    # add_subparsers(): a positional whose value picks a sub-parser for the rest.

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required, help=help,
                         metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, 'conflicting subparser alias: %s' % alias)
        if 'help' in kwargs:
            help = kwargs.pop('help')
            self._choices_actions.append(_ChoicesPseudoAction(name, aliases, help))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        parser_name = values[0]
        arg_strings = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, parser_name)
        if parser_name not in self._name_parser_map:
            args = {'parser_name': parser_name,
                    'choices': ', '.join(self._name_parser_map)}
            msg = 'unknown parser %(parser_name)r (choices: %(choices)s)' % args
            raise ArgumentError(self, msg)
        parser = self._name_parser_map[parser_name]
        subnamespace, arg_strings = parser.parse_known_args(arg_strings, None)
        for key in subnamespace._names:
            setattr(namespace, key, getattr(subnamespace, key))
        if arg_strings:
            if _UNRECOGNIZED_ARGS_ATTR not in namespace._names:
                setattr(namespace, _UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(arg_strings)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


_ACTIONS = {
    None: _StoreAction, 'store': _StoreAction, 'store_const': _StoreConstAction,
    'store_true': _StoreTrueAction, 'store_false': _StoreFalseAction,
    'append': _AppendAction, 'append_const': _AppendConstAction, 'count': _CountAction,
    'help': _HelpAction, 'version': _VersionAction, 'parsers': _SubParsersAction,
    'extend': _ExtendAction,
}


# ===================== namespace

class Namespace(_AttributeHolder):
    # The parsed values as attributes; [_names] keeps their order (Nearly has no __dict__).

    def __init__(self, **kwargs):
        object.__setattr__(self, '_names', {})
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __setattr__(self, name, value):
        self._names[name] = None
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        object.__delattr__(self, name)
        del self._names[name]

    def _get_kwargs(self):
        return [(name, getattr(self, name)) for name in self._names]

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return dict(self._get_kwargs()) == dict(other._get_kwargs())

    def __contains__(self, key):
        return key in self._names


# ===================== containers of actions

def _identity(string):
    return string


_negative_number_matcher = _re.compile(r'^-\d+$|^-\d*\.\d+$')


class _ActionsContainer:
    # What ArgumentParser and its groups share: add_argument and the option-string table.

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {'action': dict(_ACTIONS), 'type': {None: _identity}}
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _negative_number_matcher
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][0] not in chars:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_name = kwargs.pop('action', None)
        action_class = self._registry_get('action', action_name, action_name)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        if hasattr(self, '_get_formatter'):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        for option_string in action.option_strings:
            if self._negative_number_matcher.match(option_string):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        # The parents= parsers' arguments, in groups of the same titles.
        title_group_map = {}
        for group in self._action_groups:
            if group.title in title_group_map:
                raise ValueError('cannot merge actions - two groups are named %r' % group.title)
            title_group_map[group.title] = group
        group_map = {}
        for group in container._action_groups:
            if group.title not in title_group_map:
                title_group_map[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_map[action] = title_group_map[group.title]
        for group in container._mutually_exclusive_groups:
            mutex_group = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_map[action] = mutex_group
        for action in container._actions:
            group_map.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get('nargs') not in [OPTIONAL, ZERO_OR_MORE]:
            kwargs['required'] = True
        if kwargs.get('nargs') == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_option_strings = []
        for option_string in args:
            if not option_string[0] in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (option_string, self.prefix_chars))
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in self.prefix_chars:
                long_option_strings.append(option_string)
        dest = kwargs.pop('dest', None)
        if dest is None:
            if long_option_strings:
                dest_option_string = long_option_strings[0]
            else:
                dest_option_string = option_strings[0]
            dest = dest_option_string.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % option_string)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _check_conflict(self, action):
        conflicts = []
        for option_string in action.option_strings:
            if option_string in self._option_string_actions:
                conflicts.append((option_string, self._option_string_actions[option_string]))
        if not conflicts:
            return
        if self.conflict_handler == 'resolve':
            for option_string, conflict in conflicts:
                conflict.option_strings.remove(option_string)
                self._option_string_actions.pop(option_string, None)
                if not conflict.option_strings:
                    conflict.container._remove_action(conflict)
            return
        if self.conflict_handler != 'error':
            raise ValueError('invalid conflict_resolution value: %r' % self.conflict_handler)
        message = ('conflicting option string: %s' if len(conflicts) == 1
                   else 'conflicting option strings: %s')
        raise ArgumentError(action, message % ', '.join([s for s, a in conflicts]))


class _ArgumentGroup(_ActionsContainer):
    # A titled group of arguments in the help; it shares its container's tables.

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


# ===================== the parser

def _nargs_pattern(action):
    # The regex over 'O'/'A'/'-' letters that the action's arguments must match.
    nargs = action.nargs
    if nargs is None:
        pattern = '(-*A-*)'
    elif nargs == OPTIONAL:
        pattern = '(-*A?-*)'
    elif nargs == ZERO_OR_MORE:
        pattern = '(-*[A-]*)'
    elif nargs == ONE_OR_MORE:
        pattern = '(-*A[A-]*)'
    elif nargs == REMAINDER:
        pattern = '([-AO]*)'
    elif nargs == PARSER:
        pattern = '(-*A[-AO]*)'
    elif nargs == SUPPRESS:
        pattern = '(-*-*)'
    else:
        pattern = '(-*%s-*)' % '-*'.join('A' * nargs)
    if action.option_strings:
        pattern = pattern.replace('-*', '').replace('-', '')
    return pattern


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    # The parser: its arguments, help text and the parse_args family.

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default, conflict_handler=conflict_handler)
        if fromfile_prefix_chars is not None:
            raise RuntimeError('fromfile_prefix_chars reads files, which Nearly does not allow')
        if prog is None:
            prog = _basename(_sys.argv[0])
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        default_prefix = '-' if '-' in prefix_chars else prefix_chars[0]
        if self.add_help:
            self.add_argument(default_prefix + 'h', default_prefix * 2 + 'help', action='help',
                              default=SUPPRESS, help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class', 'conflict_handler',
                 'add_help']
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', 'subcommands')
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            formatter = self._get_formatter()
            positionals = self._get_positional_actions()
            groups = self._mutually_exclusive_groups
            formatter.add_usage(self.usage, positionals, groups, '')
            kwargs['prog'] = formatter.format_help().strip()
        parsers_class = self._registry_get('action', 'parsers', 'parsers')
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [action for action in self._actions if action.option_strings]

    def _get_positional_actions(self):
        return [action for action in self._actions if not action.option_strings]

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        return _Parse(self, arg_strings, namespace).run()

    def _match_argument(self, action, arg_strings_pattern):
        match = _re.match(_nargs_pattern(action), arg_strings_pattern)
        if match is None:
            messages = {None: 'expected one argument',
                        OPTIONAL: 'expected at most one argument',
                        ONE_OR_MORE: 'expected at least one argument'}
            msg = messages.get(action.nargs)
            if msg is None:
                n = action.nargs
                msg = ('expected %s argument' if n == 1 else 'expected %s arguments') % n
            raise ArgumentError(action, msg)
        return len(match.group(1))

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        for i in range(len(actions), 0, -1):
            pattern = ''.join([_nargs_pattern(action) for action in actions[:i]])
            match = _re.match(pattern, arg_strings_pattern)
            if match is not None:
                return [len(string) for string in match.groups()]
        return []

    def _parse_optional(self, arg_string):
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            option_string, explicit_arg = arg_string.split('=', 1)
            if option_string in self._option_string_actions:
                return self._option_string_actions[option_string], option_string, explicit_arg
        option_tuples = self._get_option_tuples(arg_string)
        if len(option_tuples) > 1:
            options = ', '.join([option_string for action, option_string, explicit_arg
                                 in option_tuples])
            self.error('ambiguous option: %s could match %s' % (arg_string, options))
        elif len(option_tuples) == 1:
            return option_tuples[0]
        if self._negative_number_matcher.match(arg_string):
            if not self._has_negative_number_optionals:
                return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        result = []
        chars = self.prefix_chars
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                if '=' in option_string:
                    option_prefix, explicit_arg = option_string.split('=', 1)
                else:
                    option_prefix = option_string
                    explicit_arg = None
                for candidate in self._option_string_actions:
                    if candidate.startswith(option_prefix):
                        result.append((self._option_string_actions[candidate], candidate,
                                       explicit_arg))
        elif option_string[0] in chars and option_string[1] not in chars:
            short_option_prefix = option_string[:2]
            short_explicit_arg = option_string[2:]
            for candidate in self._option_string_actions:
                if candidate == short_option_prefix:
                    result.append((self._option_string_actions[candidate], candidate,
                                   short_explicit_arg))
                elif candidate.startswith(option_string):
                    result.append((self._option_string_actions[candidate], candidate, None))
        else:
            self.error('unexpected option string: %s' % option_string)
        return result

    def _get_values(self, action, arg_strings):
        if action.nargs not in [PARSER, REMAINDER] and '--' in arg_strings:
            arg_strings.remove('--')
        if not arg_strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and action.nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and action.nargs in [None, OPTIONAL]:
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ArgumentError(action, '%r is not callable' % (type_func,))
        try:
            return type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ', '.join(map(repr, action.choices))
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)' % (value, choices))

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for action_group in self._action_groups:
            formatter.start_section(action_group.title)
            formatter.add_text(action_group.description)
            formatter.add_arguments(action_group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            if file is None:
                file = _sys.stderr
            file.write(message)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))


class _Parse:
    # One run of parse_known_args over a list of strings: CPython's _parse_known_args with its
    # nested functions as methods.

    def __init__(self, parser, arg_strings, namespace):
        self.parser = parser
        self.arg_strings = arg_strings
        self.namespace = namespace
        self.extras = []
        self.seen_actions = set()
        self.seen_non_default_actions = set()
        self.action_conflicts = {}
        for mutex_group in parser._mutually_exclusive_groups:
            group_actions = mutex_group._group_actions
            for i, mutex_action in enumerate(group_actions):
                conflicts = self.action_conflicts.setdefault(mutex_action, [])
                conflicts.extend(group_actions[:i])
                conflicts.extend(group_actions[i + 1:])
        # One letter per argument: 'O' an option, 'A' an argument, '-' the '--' separator.
        self.option_string_indices = {}
        parts = []
        after_separator = False
        for i, arg_string in enumerate(arg_strings):
            if after_separator:
                parts.append('A')
            elif arg_string == '--':
                parts.append('-')
                after_separator = True
            else:
                option_tuple = parser._parse_optional(arg_string)
                if option_tuple is None:
                    parts.append('A')
                else:
                    self.option_string_indices[i] = option_tuple
                    parts.append('O')
        self.pattern = ''.join(parts)
        self.positionals = parser._get_positional_actions()

    def take_action(self, action, argument_strings, option_string=None):
        self.seen_actions.add(action)
        argument_values = self.parser._get_values(action, argument_strings)
        if argument_values is not action.default:
            self.seen_non_default_actions.add(action)
            for conflict_action in self.action_conflicts.get(action, []):
                if conflict_action in self.seen_non_default_actions:
                    raise ArgumentError(action, 'not allowed with argument %s'
                                        % _get_action_name(conflict_action))
        if argument_values is not SUPPRESS:
            action(self.parser, self.namespace, argument_values, option_string)

    def consume_optional(self, start_index):
        parser = self.parser
        action, option_string, explicit_arg = self.option_string_indices[start_index]
        action_tuples = []
        while True:
            if action is None:
                self.extras.append(self.arg_strings[start_index])
                return start_index + 1
            if explicit_arg is not None:
                arg_count = parser._match_argument(action, 'A')
                chars = parser.prefix_chars
                if arg_count == 0 and option_string[1] not in chars and explicit_arg != '':
                    # -xyz: -x takes no argument, so -y (and z) are options too.
                    action_tuples.append((action, [], option_string))
                    option_string = option_string[0] + explicit_arg[0]
                    new_explicit_arg = explicit_arg[1:] or None
                    if option_string in parser._option_string_actions:
                        action = parser._option_string_actions[option_string]
                        explicit_arg = new_explicit_arg
                    else:
                        raise ArgumentError(action, 'ignored explicit argument %r'
                                            % explicit_arg)
                elif arg_count == 1:
                    stop = start_index + 1
                    action_tuples.append((action, [explicit_arg], option_string))
                    break
                else:
                    raise ArgumentError(action, 'ignored explicit argument %r' % explicit_arg)
            else:
                start = start_index + 1
                arg_count = parser._match_argument(action, self.pattern[start:])
                stop = start + arg_count
                action_tuples.append((action, self.arg_strings[start:stop], option_string))
                break
        for action, args, option_string in action_tuples:
            self.take_action(action, args, option_string)
        return stop

    def consume_positionals(self, start_index):
        positionals = self.positionals
        arg_counts = self.parser._match_arguments_partial(positionals,
                                                          self.pattern[start_index:])
        for action, arg_count in zip(positionals, arg_counts):
            args = self.arg_strings[start_index:start_index + arg_count]
            start_index += arg_count
            self.take_action(action, args)
        self.positionals = positionals[len(arg_counts):]
        return start_index

    def run(self):
        parser = self.parser
        arg_strings = self.arg_strings
        indices = self.option_string_indices
        start_index = 0
        max_option_string_index = max(indices) if indices else -1
        while start_index <= max_option_string_index:
            next_option_string_index = min([i for i in indices if i >= start_index])
            if start_index != next_option_string_index:
                positionals_end_index = self.consume_positionals(start_index)
                if positionals_end_index > start_index:
                    start_index = positionals_end_index
                    continue
                start_index = positionals_end_index
            if start_index not in indices:
                self.extras.extend(arg_strings[start_index:next_option_string_index])
                start_index = next_option_string_index
            start_index = self.consume_optional(start_index)
        stop_index = self.consume_positionals(start_index)
        self.extras.extend(arg_strings[stop_index:])
        self.check_required()
        return self.namespace, self.extras

    def check_required(self):
        parser = self.parser
        namespace = self.namespace
        required_actions = []
        for action in parser._actions:
            if action in self.seen_actions:
                continue
            if action.required:
                required_actions.append(_get_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(namespace, action.dest)
                  and action.default is getattr(namespace, action.dest)):
                setattr(namespace, action.dest, parser._get_value(action, action.default))
        if required_actions:
            parser.error('the following arguments are required: %s'
                         % ', '.join(required_actions))
        for group in parser._mutually_exclusive_groups:
            if group.required:
                for action in group._group_actions:
                    if action in self.seen_non_default_actions:
                        break
                else:
                    names = [_get_action_name(action) for action in group._group_actions
                             if action.help is not SUPPRESS]
                    parser.error('one of the arguments %s is required' % ' '.join(names))
