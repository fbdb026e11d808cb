"""traceback: format and print exceptions the way the interpreter prints an
uncaught one (the text comes from the engine's own traceback printer)."""

import sys
import _traceback

__all__ = ["format_exc", "print_exc", "format_exception", "format_exception_only", "print_exception",
           "format_tb", "extract_tb", "print_tb", "FrameSummary", "StackSummary", "TracebackException",
           "format_list", "print_last", "walk_tb"]


def _value_of(exc, value, tb):
    # 3.10+: format_exception(exc) alone, or the old (type, value, tb) triple
    if value is _sentinel:
        return exc
    return value


_sentinel = object()


def _chunks(text):
    # split the text into the pieces CPython's format_exception returns:
    # "Traceback ..." header, one piece per frame, then the other lines
    out = []
    for line in text.splitlines(keepends=True):
        if line.startswith("    ") and out and out[-1].startswith("  File "):
            out[-1] += line
        else:
            out.append(line)
    return out


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """Format a stack trace and the exception information: a list of strings,
    each ending in a newline."""
    v = _value_of(exc, value, tb)
    if v is None:
        return ["NoneType: None\n"]
    return _chunks(_traceback.format(v, 2 if chain else 1))


def format_exception_only(exc, /, value=_sentinel, *, show_group=False):
    """Format the exception part of a traceback: a list of strings."""
    v = _value_of(exc, value, None)
    if v is None:
        return ["NoneType: None\n"]
    return _chunks(_traceback.format(v, 0))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    """Print exception up to 'limit' stack trace entries from tb to file (default sys.stderr)."""
    if file is None:
        file = sys.stderr
    for piece in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(piece, file=file, end="")


def format_exc(limit=None, chain=True):
    """Like print_exc() but return a string."""
    return "".join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Shorthand for 'print_exception(sys.exception(), limit, file, chain)'."""
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_exc"):
        raise ValueError("no last exception")
    print_exception(sys.last_exc, limit=limit, file=file, chain=chain)


class FrameSummary:
    """Information about a single frame from a traceback."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno", "name", "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = lineno if end_lineno is None else end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.name = name
        self._line = line
        self.locals = locals

    @property
    def line(self):
        if self._line is None:
            self._line = _source_line(self.filename, self.lineno)
        return self._line.strip()

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4


def _source_line(filename, lineno):
    lines = _traceback.source_lines(filename)
    if lines and 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


class StackSummary(list):
    """A list of FrameSummary objects, representing a stack of frames."""

    def format(self):
        out = []
        for f in self:
            row = '  File "{}", line {}, in {}\n'.format(f.filename, f.lineno, f.name)
            if f.line:
                row += "    {}\n".format(f.line)
            if f.locals:
                for name, value in sorted(f.locals.items()):
                    row += "    {} = {}\n".format(name, value)
            out.append(row)
        return out


def _summary_of(exc):
    return StackSummary(FrameSummary(fn, ln, name) for fn, ln, name in _traceback.entries(exc))


def extract_tb(tb, limit=None):
    """Return a StackSummary for the frames of the traceback (or exception)."""
    s = _summary_of(tb) if tb is not None else StackSummary()
    if limit is not None:
        s = StackSummary(s[:limit] if limit >= 0 else s[limit:])
    return s


def format_tb(tb, limit=None):
    return extract_tb(tb, limit).format()


def print_tb(tb, limit=None, file=None):
    if file is None:
        file = sys.stderr
    for piece in format_tb(tb, limit):
        print(piece, file=file, end="")


def format_list(extracted_list):
    return StackSummary(FrameSummary(*f[:3]) if not isinstance(f, FrameSummary) else f
                        for f in extracted_list).format()


def walk_tb(tb):
    """(frame, line number) of each traceback entry, outermost first."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def _safe_repr(value):
    try:
        return repr(value)
    except Exception:
        return "<local repr() failed>"


class TracebackException:
    """An exception ready for rendering."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10):
        self._exc = exc_value
        self._exc_type = exc_type
        self.exc_type_str = exc_type.__name__ if exc_type is not None else "NoneType"
        self.stack = _summary_of(exc_value) if exc_value is not None else StackSummary()
        if capture_locals and exc_traceback is not None:
            for summary, (frame, _) in zip(self.stack, walk_tb(exc_traceback)):
                summary.locals = {k: _safe_repr(v) for k, v in frame.f_locals.items()}
        self._str = str(exc_value)
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = False

    @property
    def exc_type(self):
        import warnings
        warnings.warn("Deprecated in 3.13. Use exc_type_str instead.", DeprecationWarning, stacklevel=2)
        return self._exc_type

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def format(self, *, chain=True, _ctx=None):
        if self._exc is None:
            yield "NoneType: None\n"
            return
        yield from _chunks(_traceback.format(self._exc, 2 if chain else 1))

    def format_exception_only(self, *, show_group=False, _depth=0):
        if self._exc is None:
            yield "NoneType: None\n"
            return
        yield from _chunks(_traceback.format(self._exc, 0))

    def print(self, *, file=None, chain=True):
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__ if hasattr(self, "__dict__") else self is other
        return NotImplemented

    def __str__(self):
        return self._str
