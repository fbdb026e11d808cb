"""typing_extensions for nnscope: the typing names of Python 3.13, plus the few backports this
package adds on top (deprecated, Buffer, Doc, get_original_bases, ...), as model code imports them
(`from typing_extensions import Self, Literal`). Like typing, nothing is checked at run time.
"""
import typing as _typing
from typing import *  # noqa: F401,F403
from typing import (Literal, Protocol, Self, TypedDict, Annotated, ParamSpec, TypeAlias, Unpack, Required,
                    NotRequired, Final, final, override, runtime_checkable, get_type_hints, get_origin, get_args,
                    Concatenate, TypeGuard, LiteralString, Never, NoReturn, overload, NamedTuple, ClassVar,
                    TypeVarTuple, reveal_type, assert_type, NewType)

for _name in ("assert_never", "dataclass_transform", "is_typeddict", "TypeIs", "ReadOnly", "SupportsInt",
              "SupportsIndex", "get_overloads"):
    if hasattr(_typing, _name):
        globals()[_name] = getattr(_typing, _name)

if "assert_never" not in globals():
    def assert_never(arg, /):
        value = repr(arg)
        if len(value) > 100:
            value = value[:100] + "..."
        raise AssertionError(f"Expected code to be unreachable, but got: {value}")

if "dataclass_transform" not in globals():
    def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False, frozen_default=False,
                            field_specifiers=(), **kwargs):
        def decorator(cls_or_fn):
            cls_or_fn.__dataclass_transform__ = {"eq_default": eq_default, "order_default": order_default,
                                                 "kw_only_default": kw_only_default, "frozen_default": frozen_default,
                                                 "field_specifiers": field_specifiers, "kwargs": kwargs}
            return cls_or_fn
        return decorator

if "is_typeddict" not in globals():
    def is_typeddict(tp):
        return isinstance(tp, type) and hasattr(tp, "__total__") and issubclass(tp, dict)

if "get_overloads" not in globals():
    def get_overloads(func):
        return []

if "TypeIs" not in globals():
    TypeIs = TypeGuard
if "ReadOnly" not in globals():
    ReadOnly = Required

runtime = runtime_checkable


class deprecated:
    """Marks a class or function as deprecated: using it warns with the message given."""

    def __init__(self, message, /, *, category=DeprecationWarning, stacklevel=1):
        if not isinstance(message, str):
            raise TypeError(f"Expected an object of type str for 'message', not {type(message).__name__!r}")
        self.message = message
        self.category = category
        self.stacklevel = stacklevel

    def __call__(self, arg, /):
        import functools
        import warnings
        msg, category, stacklevel = self.message, self.category, self.stacklevel
        if category is None:
            arg.__deprecated__ = msg
            return arg
        if isinstance(arg, type):
            original_new = arg.__new__

            @functools.wraps(original_new)
            def __new__(cls, *args, **kwargs):
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
        raise TypeError(f"@deprecated decorator with non-None category must be applied to a class or callable, "
                        f"not {arg!r}")


class Buffer(Protocol):
    def __buffer__(self, flags, /):
        ...


class Doc:
    def __init__(self, documentation, /):
        self.documentation = documentation

    def __repr__(self):
        return f"Doc({self.documentation!r})"


def get_original_bases(cls, /):
    try:
        return cls.__dict__.get("__orig_bases__", cls.__bases__)
    except AttributeError:
        raise TypeError(f"Expected an instance of type, not {type(cls).__name__!r}") from None


IntVar = TypeVar
