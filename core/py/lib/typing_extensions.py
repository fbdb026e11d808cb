"""typing_extensions: on Python 3.13 nearly every name is typing's own, so
this module re-exports typing's public names and adds the few that 3.13's
typing lacks (deprecated, Buffer, Doc, get_original_bases)."""
import typing as _typing
import collections.abc as _cabc

for _name in dir(_typing):
    if not _name.startswith('_'):
        globals()[_name] = getattr(_typing, _name)
del _name

Buffer = getattr(_cabc, 'Buffer', None)
if Buffer is None:
    class Buffer:
        """An object that exposes the buffer protocol (bytes, bytearray, memoryview...)."""
        __slots__ = ()

        @classmethod
        def __subclasshook__(cls, other):
            return NotImplemented if not hasattr(other, '__buffer__') else True


class deprecated:
    """Decorator: marks a class or function deprecated; using it warns (category, default DeprecationWarning)."""

    def __init__(self, message, /, *, category=DeprecationWarning, stacklevel=1):
        if not isinstance(message, str):
            raise TypeError(f"Expected an object of type str for 'message', not {type(message).__name__!r}")
        self.message = message
        self.category = category
        self.stacklevel = stacklevel

    def __call__(self, arg, /):
        import functools
        import warnings
        msg = self.message
        category = self.category
        stacklevel = self.stacklevel
        if category is None:
            arg.__deprecated__ = msg
            return arg
        if isinstance(arg, type):
            original_new = arg.__new__

            @functools.wraps(original_new)
            def __new__(cls, /, *args, **kwargs):
                if cls is arg:
                    warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
                if original_new is not object.__new__:
                    return original_new(cls, *args, **kwargs)
                return original_new(cls)
            arg.__new__ = staticmethod(__new__)
            arg.__deprecated__ = __new__.__deprecated__ = msg
            return arg
        if callable(arg):
            @functools.wraps(arg)
            def wrapper(*args, **kwargs):
                warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
                return arg(*args, **kwargs)
            arg.__deprecated__ = wrapper.__deprecated__ = msg
            return wrapper
        raise TypeError("@deprecated decorator with non-None category must be applied to "
                        f"a class or callable, not {arg!r}")


class Doc:
    """Documentation for an Annotated[] metadata slot."""

    def __init__(self, documentation, /):
        self.documentation = documentation

    def __repr__(self):
        return f"Doc({self.documentation!r})"

    def __hash__(self):
        return hash(self.documentation)

    def __eq__(self, other):
        if not isinstance(other, Doc):
            return NotImplemented
        return self.documentation == other.documentation


def get_original_bases(cls, /):
    try:
        return cls.__dict__.get("__orig_bases__", cls.__bases__)
    except AttributeError:
        raise TypeError(f"Expected an instance of type, not {type(cls).__name__!r}") from None
