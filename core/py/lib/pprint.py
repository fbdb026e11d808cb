"""pprint: pretty printing of Python data structures for nnscope.

Same layout rules as CPython 3.13: an object whose repr fits in the remaining
width is written as-is (dicts with sorted keys unless sort_dicts=False);
otherwise dicts, lists, tuples, sets, OrderedDict, defaultdict, Counter,
deque, dataclass instances and long strings are broken over lines, children
indented by `indent` per level plus the width of their opening text.
"""

import sys as _sys
from collections import OrderedDict as _OrderedDict, defaultdict as _defaultdict, Counter as _Counter, \
    deque as _deque

__all__ = ['pprint', 'pformat', 'isreadable', 'isrecursive', 'saferepr', 'PrettyPrinter', 'pp']


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
           underscore_numbers=False):
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _SafeKey:
    """Sort key that orders mutually unorderable objects by type name, then id."""
    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return (str(type(self.obj)), id(self.obj)) < (str(type(other.obj)), id(other.obj))


def _pair_key(kv):
    return _SafeKey(kv[0]), _SafeKey(kv[1])


def _recursion(obj):
    return f'<Recursion on {type(obj).__name__} with id={id(obj)}>'


def _words(line):
    """Split into alternating runs: (non-space*, space*) chunks, as r'\\S*\\s*' would."""
    parts = []
    i, n = 0, len(line)
    while i < n:
        j = i
        while j < n and not line[j].isspace():
            j += 1
        while j < n and line[j].isspace():
            j += 1
        parts.append(line[i:j])
        i = j
    return parts


class _Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return ''.join(self.parts)


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True,
                 underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._per = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        out = _Out()
        self._format(object, out, 0, 0, {}, 0)
        out.write('\n')
        if self._stream is not None:
            self._stream.write(out.getvalue())
        else:
            _sys.stdout.write(out.getvalue())

    def pformat(self, object):
        out = _Out()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        return self._safe_repr(object, context, maxlevels, level)

    def _repr(self, object, context, level):
        return self.format(object, context.copy(), self._depth, level)[0]

    def _handler(self, object):
        r = type(object).__repr__
        if r is dict.__repr__:
            return self._pp_dict
        if r is list.__repr__:
            return self._pp_list
        if r is tuple.__repr__:
            return self._pp_tuple
        if r is set.__repr__ or r is frozenset.__repr__:
            return self._pp_set
        if r is str.__repr__:
            return self._pp_str
        if r is _OrderedDict.__repr__:
            return self._pp_odict
        if r is _defaultdict.__repr__:
            return self._pp_defaultdict
        if r is _Counter.__repr__:
            return self._pp_counter
        if r is _deque.__repr__:
            return self._pp_deque
        return None

    def _format(self, object, out, indent, allowance, context, level):
        oid = id(object)
        if oid in context:
            out.write(_recursion(object))
            return
        rep = self._repr(object, context, level)
        if len(rep) > self._width - indent - allowance:
            h = self._handler(object)
            if h is None and self._is_dataclass(object):
                h = self._pp_dataclass
            if h is not None:
                context[oid] = 1
                h(object, out, indent, allowance, context, level + 1)
                del context[oid]
                return
        out.write(rep)

    def _is_dataclass(self, object):
        if isinstance(object, type) or not hasattr(type(object), '__dataclass_fields__'):
            return False
        params = getattr(type(object), '__dataclass_params__', None)
        return params is not None and getattr(params, 'repr', False)

    def _pp_dataclass(self, object, out, indent, allowance, context, level):
        import dataclasses
        name = type(object).__name__
        items = [(f.name, getattr(object, f.name)) for f in dataclasses.fields(object) if f.repr]
        out.write(name + '(')
        self._namespace_items(items, out, indent + len(name) + 1, allowance, context, level)
        out.write(')')

    def _namespace_items(self, items, out, indent, allowance, context, level):
        nl = ',\n' + ' ' * indent
        last_i = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_i
            out.write(key)
            out.write('=')
            if id(ent) in context:
                out.write('...')
            else:
                self._format(ent, out, indent + len(key) + 1, allowance if last else 1, context, level)
            if not last:
                out.write(nl)

    def _pp_dict(self, object, out, indent, allowance, context, level):
        out.write('{')
        if self._per > 1:
            out.write(' ' * (self._per - 1))
        if len(object):
            items = sorted(object.items(), key=_pair_key) if self._sort_dicts else list(object.items())
            self._dict_items(items, out, indent, allowance + 1, context, level)
        out.write('}')

    def _pp_odict(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        name = type(object).__name__
        out.write(name + '(')
        self._format(list(object.items()), out, indent + len(name) + 1, allowance + 1, context, level)
        out.write(')')

    def _pp_defaultdict(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        rdf = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        out.write('%s(%s,\n%s' % (name, rdf, ' ' * indent))
        self._pp_dict(object, out, indent, allowance + 1, context, level)
        out.write(')')

    def _pp_counter(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        name = type(object).__name__
        out.write(name + '({')
        if self._per > 1:
            out.write(' ' * (self._per - 1))
        self._dict_items(object.most_common(), out, indent + len(name) + 1, allowance + 2, context, level)
        out.write('})')

    def _pp_deque(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        name = type(object).__name__
        out.write(name + '(')
        indent += len(name) + 1
        out.write('[')
        if object.maxlen is None:
            self._items(object, out, indent, allowance + 2, context, level)
            out.write('])')
        else:
            self._items(object, out, indent, 2, context, level)
            out.write('],\n%smaxlen=%s)' % (' ' * indent, self._repr(object.maxlen, context, level)))

    def _pp_list(self, object, out, indent, allowance, context, level):
        out.write('[')
        self._items(object, out, indent, allowance + 1, context, level)
        out.write(']')

    def _pp_tuple(self, object, out, indent, allowance, context, level):
        out.write('(')
        end = ',)' if len(object) == 1 else ')'
        self._items(object, out, indent, allowance + len(end), context, level)
        out.write(end)

    def _pp_set(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        if type(object) is set:
            out.write('{')
            end = '}'
        else:
            out.write(type(object).__name__ + '({')
            end = '})'
            indent += len(type(object).__name__) + 1
        self._items(sorted(object, key=_SafeKey), out, indent, allowance + len(end), context, level)
        out.write(end)

    def _pp_str(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max1 = maxw = self._width - indent
        rep = ''
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max1 -= allowance
            if len(rep) <= max1:
                chunks.append(rep)
                continue
            parts = _words(line)
            max2 = maxw
            cur = ''
            for j, part in enumerate(parts):
                cand = cur + part
                if j == len(parts) - 1 and i == len(lines) - 1:
                    max2 -= allowance
                if len(repr(cand)) > max2:
                    if cur:
                        chunks.append(repr(cur))
                    cur = part
                else:
                    cur = cand
            if cur:
                chunks.append(repr(cur))
        if len(chunks) == 1:
            out.write(rep)
            return
        if level == 1:
            out.write('(')
        for i, r in enumerate(chunks):
            if i > 0:
                out.write('\n' + ' ' * indent)
            out.write(r)
        if level == 1:
            out.write(')')

    def _dict_items(self, items, out, indent, allowance, context, level):
        indent += self._per
        nl = ',\n' + ' ' * indent
        last_i = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_i
            rep = self._repr(key, context, level)
            out.write(rep)
            out.write(': ')
            self._format(ent, out, indent + len(rep) + 2, allowance if last else 1, context, level)
            if not last:
                out.write(nl)

    def _items(self, items, out, indent, allowance, context, level):
        indent += self._per
        if self._per > 1:
            out.write(' ' * (self._per - 1))
        nl = ',\n' + ' ' * indent
        delim = ''
        width = maxw = self._width - indent + 1
        seq = list(items)
        for i, ent in enumerate(seq):
            last = i == len(seq) - 1
            if last:
                maxw -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = maxw
                    if delim:
                        delim = nl
                if width >= w:
                    width -= w
                    out.write(delim)
                    delim = ', '
                    out.write(rep)
                    continue
            out.write(delim)
            delim = nl
            self._format(ent, out, indent, allowance if last else 1, context, level)

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in (str, bytes, float, complex, bool, type(None)):
            return repr(object), True, False
        r = getattr(typ, '__repr__', None)
        if issubclass(typ, int) and r is int.__repr__:
            if self._underscore_numbers:
                return f'{object:_d}', True, False
            return repr(object), True, False
        if issubclass(typ, dict) and r is dict.__repr__:
            if not object:
                return '{}', True, False
            oid = id(object)
            if maxlevels and level >= maxlevels:
                return '{...}', False, oid in context
            if oid in context:
                return _recursion(object), False, True
            context[oid] = 1
            readable, recursive = True, False
            comps = []
            level += 1
            items = sorted(object.items(), key=_pair_key) if self._sort_dicts else object.items()
            for k, v in items:
                kr, kok, krec = self.format(k, context, maxlevels, level)
                vr, vok, vrec = self.format(v, context, maxlevels, level)
                comps.append('%s: %s' % (kr, vr))
                readable = readable and kok and vok
                if krec or vrec:
                    recursive = True
            del context[oid]
            return '{%s}' % ', '.join(comps), readable, recursive
        if (issubclass(typ, list) and r is list.__repr__) or (issubclass(typ, tuple) and r is tuple.__repr__):
            if issubclass(typ, list):
                if not object:
                    return '[]', True, False
                fmt = '[%s]'
            elif len(object) == 1:
                fmt = '(%s,)'
            else:
                if not object:
                    return '()', True, False
                fmt = '(%s)'
            oid = id(object)
            if maxlevels and level >= maxlevels:
                return fmt % '...', False, oid in context
            if oid in context:
                return _recursion(object), False, True
            context[oid] = 1
            readable, recursive = True, False
            comps = []
            level += 1
            for o in object:
                orr, ook, orec = self.format(o, context, maxlevels, level)
                comps.append(orr)
                if not ook:
                    readable = False
                if orec:
                    recursive = True
            del context[oid]
            return fmt % ', '.join(comps), readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith('<')), False
