"""importlib for nnscope: import_module (and reload, which returns the module
as it is: modules are not re-executed)."""
import sys as _sys


def _resolve_name(name, package, level):
    bits = package.rsplit(".", level - 1)
    if len(bits) < level:
        raise ImportError("attempted relative import beyond top-level package")
    base = bits[0]
    return f"{base}.{name}" if name else base


def import_module(name, package=None):
    level = 0
    if name.startswith("."):
        if not package:
            raise TypeError("the 'package' argument is required to perform a relative import for {!r}".format(name))
        for character in name:
            if character != ".":
                break
            level += 1
        name = _resolve_name(name[level:], package, level)
    __import__(name)
    return _sys.modules[name]


def reload(module):
    return module


def invalidate_caches():
    pass
