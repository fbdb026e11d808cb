"""Small Python-source pieces of torch.nn.Module (the rest is native, in
core/nn/nn_module*.c): the _IncompatibleKeys result of load_state_dict and
the OrderedDict flavour state_dict returns (it carries `_metadata`)."""
import collections
import sys
import warnings


class _IncompatibleKeys(collections.namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    __module__ = "torch.nn.modules.module"

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


class OrderedDict(collections.OrderedDict):
    """collections.OrderedDict whose instances accept attributes (_metadata)."""
    __module__ = "collections"
    __qualname__ = "OrderedDict"


def _make_zero_grad(native):
    """Module.zero_grad as a Python function (so __defaults__ is (True,) as in
    PyTorch); the work is done by the native method."""
    def zero_grad(self, set_to_none: bool = True):
        return native(self, set_to_none)
    zero_grad.__qualname__ = "Module.zero_grad"
    zero_grad.__module__ = "torch.nn.modules.module"
    return zero_grad


# ---------------------------------------------------------------- warnings raised "inside PyTorch"

def _rx_match(pat, text, icase):
    """Does the small regex `pat` ('.', '*', '\\' escapes, '$') match a prefix of text?"""
    if not pat:
        return True
    if pat == "$":
        return text == ""
    n = 2 if pat[0] == "\\" and len(pat) > 1 else 1
    atom = pat[:n]

    def one(c):
        if atom == ".":
            return True
        a = atom[-1]
        return a.lower() == c.lower() if icase else a == c

    if pat[n:n + 1] == "*":
        rest = pat[n + 1:]
        i = 0
        while True:
            if _rx_match(rest, text[i:], icase):
                return True
            if i >= len(text) or not one(text[i]):
                return False
            i += 1
    if not text or not one(text[0]):
        return False
    return _rx_match(pat[n:], text[1:], icase)


def _field_ok(pattern, text, icase):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return _rx_match(pattern, text, icase)
    return bool(pattern.match(text))


def _warn_from(message, where, category=UserWarning):
    """warnings.warn as if raised at `where` = (filename, lineno, source
    line, module name) inside PyTorch: honours the filters, shows each
    warning once per location, prints CPython's two-line form."""
    import _warnings
    filename, lineno, source, module = where
    action = getattr(warnings, "defaultaction", "default")
    for item in warnings.filters:
        act, msg, cat, mod, ln = item
        if (_field_ok(msg, message, True) and issubclass(category, cat)
                and _field_ok(mod, module, False) and (not ln or ln == lineno)):
            action = act
            break
    if action == "error":
        raise category(message)
    if action == "ignore":
        return
    registry = getattr(_warnings, "_registry", None)
    if action != "always" and registry is not None:
        key = (message, category, None if action == "once" else filename,
               lineno if action == "default" else 0)
        if key in registry:
            return
        registry.add(key)
    record = getattr(_warnings, "_record", None)
    if record is not None:
        record.append(warnings.WarningMessage(category(message), category, filename, lineno))
        return
    sys.stderr.write("%s:%s: %s: %s\n  %s\n" % (filename, lineno, category.__name__, message, source))


# Where PyTorch 2.6 (Debian build) raises the warnings of its Python layer
# files; printed warnings name these locations (with the source line).
_TORCH_DIR = "/usr/lib/python3/dist-packages/torch/"


def _torch_site(relpath, lineno, source):
    """A (filename, lineno, source line, module name) of a file of torch."""
    module = "torch." + relpath[:-3].replace("/", ".")
    return (_TORCH_DIR + relpath, lineno, source, module)
