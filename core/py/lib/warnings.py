"""warnings: warn() is native (_warnings); this module manages the filter
list and catch_warnings."""
import _warnings
from _warnings import warn

filters = _warnings.filters
defaultaction = "default"
_ACTIONS = ("error", "ignore", "always", "all", "default", "module", "once")


class WarningMessage:
    """One recorded warning (what catch_warnings(record=True) collects)."""
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        values = (message, category, filename, lineno, file, line, source)
        for name, value in zip(self._WARNING_DETAILS, values):
            setattr(self, name, value)
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return (f"{{message : {self.message!r}, category : {self._category_name!r}, "
                f"filename : {self.filename!r}, lineno : {self.lineno}, line : {self.line!r}}}")


_warnings._WarningMessage = WarningMessage


def _add_filter(item, append):
    """Put a filter first (or last with append=True), without duplicates."""
    present = item in filters
    if append:
        if not present:
            filters.append(item)
    else:
        if present:
            filters.remove(item)
        filters.insert(0, item)
    _warnings._filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    if action == "all":
        action = "always"
    if action not in _ACTIONS:
        raise ValueError("invalid action: " + repr(action))
    if not isinstance(message, str):
        raise TypeError("message must be a string")
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError("category must be a Warning subclass")
    if not isinstance(lineno, int) or lineno < 0:
        raise ValueError("lineno must be an int >= 0")
    _add_filter((action, message or None, category, (module + "$") if module else None, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action == "all":
        action = "always"
    if action not in _ACTIONS:
        raise ValueError("invalid action: " + repr(action))
    _add_filter((action, None, category, None, lineno), append)


def resetwarnings():
    filters[:] = []
    _warnings._filters_mutated()


def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line is None:
        import traceback
        line = traceback._source_line(filename, lineno)
    if line:
        s += "  %s\n" % line.strip()
    return s


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Write a warning to file (sys.stderr by default) as formatwarning renders it."""
    import sys
    if file is None:
        file = sys.stderr
        if file is None:
            return
    try:
        file.write(formatwarning(message, category, filename, lineno, line))
    except OSError:
        pass


class catch_warnings:
    """Save and restore the warnings filters (and collect warnings in a
    list with record=True)."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter " + repr(self) + " twice")
        self._entered = True
        self._saved_filters = filters[:]
        self._saved_record = _warnings._record
        _warnings._filters_mutated()
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            _warnings._record = log
            return log
        _warnings._record = None
        return None

    def __exit__(self, *exc_info):
        filters[:] = self._saved_filters
        _warnings._record = self._saved_record
        _warnings._filters_mutated()
