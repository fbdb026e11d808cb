"""argparse: command-line parsing for the scripts of real model code (nnscope's own implementation).

Programs run without a command line: sys.argv is [script], so parse_args() gives the defaults, and
parse_args([...]) parses the list given. Covered: ArgumentParser with optionals (long, short, `--x=v`,
`-xV`, clustered flags, unique prefixes), positionals (nargs None/N/?/*/+/REMAINDER), the standard
actions and Action subclasses, type/choices/required/default/const/dest/metavar, argument groups,
mutually exclusive groups, set_defaults/get_default, parents, subparsers, parse_known_args, the help and
usage text of CPython's HelpFormatter (80-column terminal) and its subclasses, and CPython's error
messages (usage and `prog: error: ...` on stderr, then SystemExit(2)).
"""

import re as _re
import sys as _sys

__all__ = ['ArgumentParser', 'ArgumentError', 'ArgumentTypeError', 'BooleanOptionalAction', 'FileType',
           'HelpFormatter', 'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
           'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace', 'Action', 'ONE_OR_MORE',
           'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS', 'ZERO_OR_MORE']

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'


class _AttributeHolder(object):
    # repr: ClassName(kw=value, ...) in attribute order; names that are not identifiers go in **{...}
    def __repr__(self):
        parts = [repr(a) for a in self._get_args()]
        star = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                parts.append('%s=%r' % (name, value))
            else:
                star[name] = value
        if star:
            parts.append('**%s' % repr(star))
        return '%s(%s)' % (type(self).__name__, ', '.join(parts))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_AttributeHolder):
    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


def _action_name(action):
    # the name an error message gives an argument (None: the message has no "argument X:" prefix)
    if action is None:
        return None
    if action.option_strings:
        return '/'.join(action.option_strings)
    if action.metavar not in (None, SUPPRESS):
        mv = action.metavar
        if not isinstance(mv, tuple):
            return mv
        if action.nargs in (ZERO_OR_MORE, ONE_OR_MORE) and len(mv) == 2:
            return '%s[, %s]' % mv
        return ', '.join(mv)
    if action.dest not in (None, SUPPRESS):
        return action.dest
    if action.choices:
        return '{%s}' % ','.join(map(str, action.choices))
    return None


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = _action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return '%s' % self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    pass


# ---------------------------------------------------------------------------------------------- actions

class Action(_AttributeHolder):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None, deprecated=False):
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
        self.deprecated = deprecated

    def _get_kwargs(self):
        names = ['option_strings', 'dest', 'nargs', 'const', 'default', 'type', 'choices', 'required',
                 'help', 'metavar', 'deprecated']
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class BooleanOptionalAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None, deprecated=False):
        strings = []
        for s in option_strings:
            strings.append(s)
            if s.startswith('--'):
                if s.startswith('--no-'):
                    raise ValueError('invalid option name %r for BooleanOptionalAction' % s)
                strings.append('--no-' + s[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0, default=default, required=required,
                         help=help, deprecated=deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None, deprecated=False):
        if nargs == 0:
            raise ValueError('nargs for store actions must be != 0; if you have nothing to store, '
                             'actions such as store true or store const may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required, help,
                         metavar, deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None, deprecated=False):
        super().__init__(option_strings, dest, 0, const, default, None, None, required, help, metavar,
                         deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None, deprecated=False):
        super().__init__(option_strings, dest, True, default, required, help, None, deprecated)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None, deprecated=False):
        super().__init__(option_strings, dest, False, default, required, help, None, deprecated)


def _copied_list(items):
    if items is None:
        return []
    return list(items)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None, deprecated=False):
        if nargs == 0:
            raise ValueError('nargs for append actions must be != 0; if arg strings are not supplying '
                             'the value to append, the append const action may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required, help,
                         metavar, deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied_list(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None, deprecated=False):
        super().__init__(option_strings, dest, 0, const, default, None, None, required, help, metavar,
                         deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied_list(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None, deprecated=False):
        super().__init__(option_strings, dest, 0, None, default, None, None, required, help, None,
                         deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None, deprecated=False):
        super().__init__(option_strings, dest, 0, None, default, None, None, False, help, None, deprecated)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help='show program\'s version number and exit', deprecated=False):
        super().__init__(option_strings, dest, 0, None, default, None, None, False, help, None, deprecated)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        formatter = parser._get_formatter()
        formatter.add_text(self.version if self.version is not None else parser.version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copied_list(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class _SubParsersAction(Action):
    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False, help=None,
                 metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings, dest, PARSER, None, None, None, self._name_parser_map, required,
                         help, metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        kwargs.pop('help', None)
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0]
        rest = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        if name not in self._name_parser_map:
            choices = ', '.join(map(repr, self._name_parser_map))
            raise ArgumentError(self, 'unknown parser %r (choices: %s)' % (name, choices))
        sub = self._name_parser_map[name]
        subns, extras = sub.parse_known_args(rest, None)
        for key, value in vars(subns).items():
            setattr(namespace, key, value)
        if extras:
            namespace.__dict__.setdefault('_UNRECOGNIZED_ARGS_ATTR', []).extend(extras)


class FileType(object):
    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == '-':
            return _sys.stdin if 'r' in self._mode else _sys.stdout
        return open(string, self._mode, self._bufsize, self._encoding, self._errors)


_ACTIONS = {None: _StoreAction, 'store': _StoreAction, 'store_const': _StoreConstAction,
            'store_true': _StoreTrueAction, 'store_false': _StoreFalseAction, 'append': _AppendAction,
            'append_const': _AppendConstAction, 'count': _CountAction, 'help': _HelpAction,
            'version': _VersionAction, 'parsers': _SubParsersAction, 'extend': _ExtendAction}


# -------------------------------------------------------------------------------------------- formatter

def _collapse(text):
    return _re.sub(r'\s+', ' ', text).strip()


class HelpFormatter(object):
    # Lays out usage and help like CPython's HelpFormatter on an 80-column terminal (width 78).
    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._action_max_length = 0
        self._parts = []            # (kind, payload) in order; sections are laid out at format time

    # the parser's calls, recorded in order
    def start_section(self, heading):
        self._parts.append(('start', heading))

    def end_section(self):
        self._parts.append(('end', None))

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._parts.append(('text', text))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._parts.append(('usage', (usage, actions, groups, prefix)))

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            self._parts.append(('action', action))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        # the widest invocation over all sections (each section's items sit at indent 2)
        for kind, payload in self._parts:
            if kind == 'action':
                inv = [self._format_action_invocation(payload)]
                for sub in self._subactions(payload):
                    inv.append(self._format_action_invocation(sub))
                self._action_max_length = max(self._action_max_length, max(len(s) for s in inv) + 2)
        out = []
        i = 0
        parts = self._parts
        while i < len(parts):
            kind, payload = parts[i]
            if kind == 'usage':
                out.append(self._format_usage(*payload))
            elif kind == 'text':
                out.append(self._format_text(payload))
            elif kind == 'start':
                self._current_indent += self._indent_increment
                items = []
                i += 1
                while parts[i][0] != 'end':
                    k, p = parts[i]
                    if k == 'text':
                        items.append(self._format_text(p))
                    elif k == 'action':
                        items.append(self._format_action(p))
                    i += 1
                self._current_indent -= self._indent_increment
                body = ''.join(x for x in items if x)
                if body:
                    heading = ''
                    if payload is not SUPPRESS and payload is not None:
                        heading = '%*s%s:\n' % (self._current_indent, '', payload)
                    out.append('\n' + heading + body + '\n')
            i += 1
        text = ''.join(out)
        if text:
            text = _re.sub(r'\n\n\n+', '\n\n', text)
            text = text.strip('\n') + '\n'
        return text

    def _subactions(self, action):
        if isinstance(action, _SubParsersAction):
            return action._choices_actions
        return []

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = '%s' % self._prog
        else:
            prog = '%s' % self._prog
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            opt_parts = self._usage_parts(optionals, groups)
            pos_parts = self._usage_parts(positionals, groups)
            usage = ' '.join([s for s in [prog, ' '.join(opt_parts + pos_parts)] if s])
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                def get_lines(parts, indent, prefix=None):
                    lines = []
                    line = []
                    if prefix is not None:
                        line_len = len(prefix) - 1
                    else:
                        line_len = len(indent) - 1
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
                usage = '\n'.join(lines)
        return '%s%s\n\n' % (prefix, usage)

    def _usage_parts(self, actions, groups):
        # one usage part per action; a mutually exclusive group's members joined with " |"
        in_group = set()
        inserts = {}
        for group in groups:
            if not group._group_actions:
                raise ValueError('empty group %s' % (group,))
            if all(a.help is SUPPRESS for a in group._group_actions):
                continue
            if group._group_actions[0] not in actions:
                continue
            start = actions.index(group._group_actions[0])
            end = start + len(group._group_actions)
            if actions[start:end] == group._group_actions:
                for a in group._group_actions:
                    in_group.add(id(a))
                inserts[start, end] = group
        parts = []
        for action in actions:
            if action.help is SUPPRESS:
                part = None
            elif not action.option_strings:
                part = self._format_args(action, self._default_metavar_positional(action))
                if id(action) in in_group and part[0] == '[' and part[-1] == ']':
                    part = part[1:-1]
            else:
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    args = self._format_args(action, self._default_metavar_optional(action))
                    part = '%s %s' % (action.option_strings[0], args)
                if not action.required and id(action) not in in_group:
                    part = '[%s]' % part
            parts.append(part)
        done = set()
        for start, end in sorted(inserts, reverse=True):
            group = inserts[start, end]
            gparts = [p for p in parts[start:end] if p is not None]
            if group.required:
                op, cl = ('(', ')') if len(gparts) > 1 else ('', '')
            else:
                op, cl = '[', ']'
            gparts[0] = op + gparts[0]
            gparts[-1] = gparts[-1] + cl
            for i, part in enumerate(gparts[:-1], start):
                if i not in done:
                    parts[i] = part + ' |'
                    done.add(i)
            parts[start + len(gparts) - 1] = gparts[-1]
            for i in range(start + len(gparts), end):
                parts[i] = None
        return [p for p in parts if p is not None]

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._current_indent, 11)
        indent = ' ' * self._current_indent
        return self._fill_text(text, width, indent) + '\n\n'

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        indent_first = 0
        if not action.help:
            header = '%*s%s\n' % (self._current_indent, '', header)
        elif len(header) <= action_width:
            header = '%*s%-*s  ' % (self._current_indent, '', action_width, header)
        else:
            header = '%*s%s\n' % (self._current_indent, '', header)
            indent_first = help_position
        parts = [header]
        if action.help and action.help.strip():
            text = self._expand_help(action)
            if text:
                lines = self._split_lines(text, help_width)
                parts.append('%*s%s\n' % (indent_first, '', lines[0]))
                for line in lines[1:]:
                    parts.append('%*s%s\n' % (help_position, '', line))
        elif not header.endswith('\n'):
            parts.append('\n')
        self._current_indent += self._indent_increment
        for sub in self._subactions(action):
            parts.append(self._format_action(sub))
        self._current_indent -= self._indent_increment
        return ''.join(p for p in parts if p and p is not SUPPRESS)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            return ' '.join(self._metavar(action, self._default_metavar_positional(action))(1))
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        args = self._format_args(action, self._default_metavar_optional(action))
        return ', '.join(action.option_strings) + ' ' + args

    def _metavar(self, action, default):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join(map(str, action.choices))
        else:
            result = default

        def fmt(n):
            if isinstance(result, tuple):
                return result
            return (result,) * n
        return fmt

    def _format_args(self, action, default):
        mv = self._metavar(action, default)
        n = action.nargs
        if n is None:
            return '%s' % mv(1)
        if n == OPTIONAL:
            return '[%s]' % mv(1)
        if n == ZERO_OR_MORE:
            m = mv(1)
            if len(m) == 2:
                return '[%s [%s ...]]' % m
            return '[%s ...]' % m
        if n == ONE_OR_MORE:
            return '%s [%s ...]' % mv(2)
        if n == REMAINDER:
            return '...'
        if n == PARSER:
            return '%s ...' % mv(1)
        if n == SUPPRESS:
            return ''
        try:
            formats = ['%s' for _ in range(n)]
        except TypeError:
            raise ValueError('invalid nargs value') from None
        return ' '.join(formats) % mv(n)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], '__name__'):
                params[name] = params[name].__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join(map(str, params['choices']))
        return self._get_help_string(action) % params

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(_collapse(text), width)

    def _fill_text(self, text, width, indent):
        import textwrap
        return textwrap.fill(_collapse(text), width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _default_metavar_optional(self, action):
        return action.dest.upper()

    def _default_metavar_positional(self, action):
        return action.dest


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
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    def _default_metavar_optional(self, action):
        return action.type.__name__

    def _default_metavar_positional(self, action):
        return action.type.__name__


# ------------------------------------------------------------------------------------------ containers

class _ActionsContainer(object):
    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        if registry_name == 'action':
            _ACTIONS[value] = object

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
                raise ValueError('dest supplied twice for positional argument,'
                                 ' did you mean metavar?')
            kwargs = self._positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_class = kwargs.pop('action', None)
        if isinstance(action_class, str) or action_class is None:
            if action_class not in _ACTIONS:
                raise ValueError('unknown action %r' % (action_class,))
            action_class = _ACTIONS[action_class]
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = action.type
        if type_func is not None and not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
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
        for s in action.option_strings:
            if s in self._option_string_actions:
                other = self._option_string_actions[s]
                if self.conflict_handler == 'resolve':
                    other.option_strings.remove(s)
                    del self._option_string_actions[s]
                    if not other.option_strings:
                        other.container._remove_action(other)
                else:
                    raise ArgumentError(action, 'conflicting option string: %s' % s)
        self._actions.append(action)
        action.container = self
        for s in action.option_strings:
            self._option_string_actions[s] = action
            if _re.match(r'^-\d+$|^-\d*\.\d+$', s):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        titles = {}
        for group in self._action_groups:
            titles[group.title] = group
        group_map = {}
        for group in container._action_groups:
            if group.title not in titles:
                titles[group.title] = self.add_argument_group(title=group.title,
                                                              description=group.description)
            for action in group._group_actions:
                group_map[id(action)] = titles[group.title]
        for group in container._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_map[id(action)] = mutex
        for action in container._actions:
            group_map.get(id(action), self)._add_action(action)

    def _positional_kwargs(self, dest=None, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get('nargs') not in (OPTIONAL, ZERO_OR_MORE, REMAINDER, SUPPRESS, 0):
            kwargs['required'] = True
        if kwargs.get('nargs') == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_strings = []
        for s in args:
            if not s or s[0] not in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (s, self.prefix_chars))
            option_strings.append(s)
            if len(s) > 1 and s[1] in self.prefix_chars:
                long_strings.append(s)
        dest = kwargs.pop('dest', None)
        if dest is None:
            first = long_strings[0] if long_strings else option_strings[0]
            dest = first.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % first)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)


class _ArgumentGroup(_ActionsContainer):
    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._container = container
        # share the parser's tables
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

    def add_argument_group(self, *args, **kwargs):
        raise ValueError('argument groups cannot be nested')


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


# -------------------------------------------------------------------------------------------- the parser

def _min_count(nargs):
    if nargs is None:
        return 1
    if nargs in (OPTIONAL, ZERO_OR_MORE, REMAINDER, SUPPRESS):
        return 0
    if nargs in (ONE_OR_MORE, PARSER):
        return 1
    return nargs


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        _ActionsContainer.__init__(self, description=description, prefix_chars=prefix_chars,
                                   argument_default=argument_default,
                                   conflict_handler=conflict_handler)
        if prog is None:
            argv0 = _sys.argv[0] if _sys.argv else ''
            prog = argv0.replace('\\', '/').rsplit('/', 1)[-1]
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
            if not isinstance(parent, ArgumentParser):
                raise TypeError('parents must be a list of ArgumentParser')
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class', 'conflict_handler', 'add_help']
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            raise ArgumentError(None, 'cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', 'subcommands')
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            formatter = self._get_formatter()
            positionals = [a for a in self._actions if not a.option_strings]
            formatter.add_usage(self.usage, positionals, self._mutually_exclusive_groups, '')
            kwargs['prog'] = formatter.format_help().strip()
        action_class = kwargs.pop('action', _SubParsersAction)
        action = action_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    # ---- parsing
    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_intermixed_args(self, args=None, namespace=None):
        return self.parse_args(args, namespace)

    def parse_known_intermixed_args(self, args=None, namespace=None):
        return self.parse_known_args(args, namespace)

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
                namespace, args = self._parse(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse(args, namespace)
        if '_UNRECOGNIZED_ARGS_ATTR' in vars(namespace):
            args.extend(getattr(namespace, '_UNRECOGNIZED_ARGS_ATTR'))
            delattr(namespace, '_UNRECOGNIZED_ARGS_ATTR')
        return namespace, args

    def _looks_negative(self, s):
        return _re.match(r'^-\d+$|^-\d*\.\d+$', s) is not None

    def _classify(self, arg):
        # None: a positional string; else (action or None, option_string, explicit_arg or None)
        if not arg or arg[0] not in self.prefix_chars:
            return None
        if arg in self._option_string_actions:
            return (self._option_string_actions[arg], arg, None)
        if len(arg) == 1:
            return None
        if '=' in arg:
            opt, explicit = arg.split('=', 1)
            if opt in self._option_string_actions:
                return (self._option_string_actions[opt], opt, explicit)
        matches = self._prefix_matches(arg)
        if len(matches) > 1:
            names = ', '.join([m[1] for m in matches])
            raise ArgumentError(None, 'ambiguous option: %s could match %s' % (arg, names))
        if len(matches) == 1:
            return matches[0]
        if self._looks_negative(arg) and not self._has_negative_number_optionals:
            return None
        if ' ' in arg:
            return None
        return (None, arg, None)

    def _prefix_matches(self, arg):
        result = []
        chars = self.prefix_chars
        if arg[0] in chars and arg[1] in chars:
            if not self.allow_abbrev:
                return result
            if '=' in arg:
                prefix, explicit = arg.split('=', 1)
            else:
                prefix, explicit = arg, None
            for s in self._option_string_actions:
                if s.startswith(prefix):
                    result.append((self._option_string_actions[s], s, explicit))
        else:
            short = arg[:2]
            explicit = arg[2:]
            for s in self._option_string_actions:
                if s == short:
                    result.append((self._option_string_actions[s], s, explicit))
                elif self.allow_abbrev and s.startswith(arg) and len(s) > 2 and s[1] not in chars:
                    result.append((self._option_string_actions[s], s, None))
        return result

    def _parse(self, arg_strings, namespace):
        kinds = []          # per string: None (positional) or the _classify tuple; '--' ends options
        after_dashes = False
        for s in arg_strings:
            if after_dashes:
                kinds.append(None)
            elif s == '--':
                kinds.append('--')
                after_dashes = True
            else:
                kinds.append(self._classify(s))
        seen = set()
        seen_non_default = set()
        extras = []
        positional_strings = []
        positionals = [a for a in self._actions if not a.option_strings]
        pos_index = [0]

        def take(action, values_strings, option_string=None):
            seen.add(id(action))
            values = self._get_values(action, values_strings)
            if values is not action.default:
                seen_non_default.add(id(action))
                for group in self._mutually_exclusive_groups:
                    if action in group._group_actions:
                        for other in group._group_actions:
                            if other is not action and id(other) in seen_non_default:
                                raise ArgumentError(action, 'not allowed with argument %s'
                                                    % _action_name(other))
            if values is not SUPPRESS:
                action(self, namespace, values, option_string)

        def parser_start():
            # index into the positional strings where a subparsers action begins, or None
            count = 0
            for a in positionals:
                if a.nargs == PARSER:
                    return count
                if a.nargs in (OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, REMAINDER):
                    return None
                count += _min_count(a.nargs)
            return None

        start_sub = parser_start()
        i = 0
        n = len(arg_strings)
        while i < n:
            kind = kinds[i]
            s = arg_strings[i]
            if kind == '--':
                i += 1
                continue
            if kind is None:
                if start_sub is not None and len(positional_strings) == start_sub:
                    positional_strings.extend(x for x, k in zip(arg_strings[i:], kinds[i:]) if k != '--'
                                              or False)
                    break
                positional_strings.append(s)
                i += 1
                continue
            action, option_string, explicit = kind
            if action is None:
                extras.append(s)
                i += 1
                continue
            i += 1
            while True:
                if explicit is not None:
                    if action.nargs == 0:
                        chars = self.prefix_chars
                        if (option_string[0] in chars and len(option_string) == 2 and
                                option_string[1] not in chars and explicit != ''):
                            take(action, [], option_string)
                            flag = chars[0] + explicit[0]
                            rest = explicit[1:] or None
                            if flag in self._option_string_actions:
                                action = self._option_string_actions[flag]
                                option_string = flag
                                explicit = rest
                                continue
                            raise ArgumentError(action, 'ignored explicit argument %r' % explicit)
                        raise ArgumentError(action, 'ignored explicit argument %r' % explicit)
                    if action.nargs in (None, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE, REMAINDER) or \
                            action.nargs == 1:
                        take(action, [explicit], option_string)
                        break
                    raise ArgumentError(action, 'expected %d arguments' % action.nargs
                                        if action.nargs != 1 else 'expected one argument')
                # the strings that follow and can be arguments
                j = i
                avail = []
                while j < n and kinds[j] is None:
                    avail.append(arg_strings[j])
                    j += 1
                nargs = action.nargs
                if nargs == REMAINDER:
                    rest = [x for x in arg_strings[i:]]
                    take(action, rest, option_string)
                    i = n
                    break
                if nargs is None:
                    count = 1
                elif nargs == OPTIONAL:
                    count = min(1, len(avail))
                elif nargs in (ZERO_OR_MORE, ONE_OR_MORE):
                    count = len(avail)
                elif nargs == PARSER:
                    count = len(avail)
                else:
                    count = nargs
                if count > len(avail) or (nargs == ONE_OR_MORE and count == 0):
                    if nargs is None:
                        msg = 'expected one argument'
                    elif nargs == OPTIONAL:
                        msg = 'expected at most one argument'
                    elif nargs == ONE_OR_MORE:
                        msg = 'expected at least one argument'
                    else:
                        msg = 'expected %s argument%s' % (nargs, '' if nargs == 1 else 's')
                    raise ArgumentError(action, msg)
                take(action, avail[:count], option_string)
                i += count
                break
        # match the positional strings to the positional actions, greedily from the left
        strings = positional_strings
        k = 0
        for idx, action in enumerate(positionals):
            rest_min = sum(_min_count(a.nargs) for a in positionals[idx + 1:])
            avail = len(strings) - k
            nargs = action.nargs
            if nargs == PARSER:
                if avail < 1:
                    break
                take(action, strings[k:])
                k = len(strings)
                continue
            if nargs == REMAINDER:
                take(action, strings[k:])
                k = len(strings)
                continue
            if nargs is None:
                count = 1
            elif nargs == OPTIONAL:
                count = min(1, max(avail - rest_min, 0))
            elif nargs in (ZERO_OR_MORE, ONE_OR_MORE):
                count = max(avail - rest_min, 0)
            else:
                count = nargs
            if count > avail or (nargs == ONE_OR_MORE and count == 0):
                break
            take(action, strings[k:k + count])
            k += count
        extras.extend(strings[k:])
        # defaults given as strings go through the type; then the required checks
        required = []
        for action in self._actions:
            if id(action) not in seen:
                if action.required:
                    required.append(_action_name(action))
                elif (action.default is not None and isinstance(action.default, str) and
                      hasattr(namespace, action.dest) and
                      action.default is getattr(namespace, action.dest)):
                    setattr(namespace, action.dest, self._get_value(action, action.default))
        if required:
            raise ArgumentError(None, 'the following arguments are required: %s' % ', '.join(required))
        for group in self._mutually_exclusive_groups:
            if group.required:
                if not any(id(a) in seen_non_default for a in group._group_actions):
                    names = [_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
                    raise ArgumentError(None, 'one of the arguments %s is required' % ' '.join(names))
        return namespace, extras

    def _get_values(self, action, strings):
        nargs = action.nargs
        if not strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str) and value is not SUPPRESS:
                value = self._get_value(action, value)
            return value
        if not strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else []
            return value
        if len(strings) == 1 and nargs in (None, OPTIONAL):
            value = self._get_value(action, strings[0])
            self._check_value(action, value)
            return value
        if nargs == REMAINDER:
            return [self._get_value(action, v) for v in strings]
        if nargs == PARSER:
            value = [self._get_value(action, v) for v in strings]
            self._check_value(action, value[0])
            return value
        if nargs == SUPPRESS:
            return SUPPRESS
        value = [self._get_value(action, v) for v in strings]
        for v in value:
            self._check_value(action, v)
        return value

    def _get_value(self, action, string):
        type_func = action.type
        if type_func is None:
            return string
        if not callable(type_func):
            raise ArgumentError(action, '%r is not callable' % (type_func,))
        try:
            return type_func(string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(type_func, '__name__', repr(type_func))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, string))

    def _check_value(self, action, value):
        choices = action.choices
        if choices is not None:
            if isinstance(choices, str):
                choices = iter(choices)
            if value not in choices:
                raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                    % (str(value), ', '.join(map(str, action.choices))))

    # ---- help and errors
    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
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
            file = file or _sys.stderr
            file.write(message)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        raise SystemExit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
