"""inspect: what a program can learn about its own objects: type predicates,
signature() with Parameter / BoundArguments, getmembers, getdoc / cleandoc,
getsource / getsourcelines of the program's own functions and classes.

Signatures come from __signature__, then from the code object of Python
functions (a class uses its __init__ or __new__), then from
__text_signature__ ("($self, /, a, b=1, *, c=None)")."""

import sys
import enum as _enum
import functools as _functools
import types as _types
import _traceback

__all__ = ["signature", "Signature", "Parameter", "BoundArguments", "getmembers", "getdoc", "cleandoc",
           "getsource", "getsourcelines", "isclass", "isfunction", "ismethod", "isgenerator",
           "isgeneratorfunction", "isbuiltin", "isroutine", "ismodule", "iscoroutinefunction",
           "isabstract", "currentframe", "stack", "unwrap", "getfullargspec", "getmodule", "getfile",
           "isframe", "istraceback", "getframeinfo", "getouterframes", "getinnerframes", "trace", "FrameInfo",
           "getargs", "getargvalues", "formatargvalues", "ArgInfo"]

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512

# ------------------------------------------------------------ predicates


def ismodule(object):
    return isinstance(object, _types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, _types.MethodType)


def isfunction(object):
    return isinstance(object, _types.FunctionType)


def _has_code_flag(f, flag):
    f = _unwrap_partial(f)
    while ismethod(f):
        f = f.__func__
    f = _unwrap_partial(f)
    if not isfunction(f):
        return False
    return bool(f.__code__.co_flags & flag)


def _unwrap_partial(f):
    while isinstance(f, _functools.partial):
        f = f.func
    return f


def isgeneratorfunction(obj):
    return _has_code_flag(obj, CO_GENERATOR)


def iscoroutinefunction(obj):
    return _has_code_flag(obj, CO_COROUTINE)


def isasyncgenfunction(obj):
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def isgenerator(object):
    return isinstance(object, _types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, _types.CoroutineType)


def isasyncgen(object):
    return isinstance(object, _types.AsyncGeneratorType)


def isawaitable(object):
    return hasattr(type(object), "__await__")


def istraceback(object):
    return isinstance(object, _types.TracebackType)


def isframe(object):
    return isinstance(object, _Frame)


def iscode(object):
    return type(object).__name__ == "code"


def isbuiltin(object):
    return isinstance(object, _types.BuiltinFunctionType)


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__") and not hasattr(tp, "__delete__")


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object) or ismethoddescriptor(object)


def isabstract(object):
    return bool(isinstance(object, type) and getattr(object, "__abstractmethods__", None))


def ismethodwrapper(object):
    return type(object).__name__ == "method-wrapper"


# ------------------------------------------------------------ members


def getmembers(object, predicate=None):
    """Return all members of an object as (name, value) pairs sorted by name."""
    results = []
    names = dir(object)
    if isclass(object):
        for base in object.__mro__:
            for k in base.__dict__:
                if k not in names:
                    names.append(k)
    for key in names:
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def getmembers_static(object, predicate=None):
    return getmembers(object, predicate)


def getmro(cls):
    return cls.__mro__


def unwrap(func, *, stop=None):
    """Get the object wrapped by func (follows __wrapped__)."""
    f = func
    seen = {id(f)}
    while hasattr(f, "__wrapped__") and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen:
            raise ValueError("wrapper loop when unwrapping {!r}".format(func))
        seen.add(id(f))
    return f


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    name = getattr(object, "__module__", None)
    if name is not None:
        return sys.modules.get(name)
    return None


def getfile(object):
    if ismodule(object):
        if getattr(object, "__file__", None):
            return object.__file__
        raise TypeError("{!r} is a built-in module".format(object))
    if isclass(object):
        mod = sys.modules.get(object.__module__)
        if mod is not None and getattr(mod, "__file__", None):
            return mod.__file__
        if object.__module__ == "__main__" and _traceback.source_lines(_program_file()) is not None:
            return _program_file()
        raise TypeError("{!r} is a built-in class".format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        return object.__code__.co_filename
    raise TypeError("module, class, method, function, traceback, frame, or code object was expected, "
                    "got {}".format(type(object).__name__))


def getsourcefile(object):
    return getfile(object)


# ------------------------------------------------------------ docs


def cleandoc(doc):
    """Clean up indentation from docstrings: the first line's leading
    whitespace goes, the common indentation of the others goes, and blank
    lines at the start and end are removed."""
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip(" "))
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip(" ")
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def _finddoc(obj):
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                doc = base.__dict__.get("__doc__")
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) else type(self)
    elif isfunction(obj):
        name = obj.__name__
        qual = obj.__qualname__.rsplit(".", 1)[0]
        cls = None
        mod = sys.modules.get(obj.__module__)
        if mod is not None and "<locals>" not in qual and qual != obj.__qualname__:
            cls = mod
            for part in qual.split("."):
                cls = getattr(cls, part, None)
            if not isclass(cls):
                cls = None
        if cls is None:
            return None
    elif isinstance(obj, property):
        return None
    else:
        return None
    for base in cls.__mro__[1:]:
        f = base.__dict__.get(name)
        if f is not None:
            doc = getattr(f, "__doc__", None)
            if doc is not None:
                return doc
    return None


def getdoc(object):
    """Get the documentation string for an object, cleaned with cleandoc()."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def getcomments(object):
    return None


# ------------------------------------------------------------ source


def _program_file():
    main = sys.modules.get("__main__")
    return getattr(main, "__file__", None) or (sys.argv[0] if sys.argv else "")


def _indent_of(line):
    return len(line) - len(line.lstrip())


def _block(lines, start):
    # the lines of the def/class statement starting at index start: its
    # header (up to the ':' that ends it) and every line indented deeper
    first = lines[start]
    indent = _indent_of(first)
    out = [first]
    i = start + 1
    depth = 0
    for ch in first:
        depth += ch in "([{"
        depth -= ch in ")]}"
    header_done = depth <= 0 and first.rstrip().endswith(":") or (depth <= 0 and ":" in first and
                                                                   not first.rstrip().endswith(":"))
    in_str = None
    while i < len(lines):
        line = lines[i]
        if not header_done:
            out.append(line)
            for ch in line:
                depth += ch in "([{"
                depth -= ch in ")]}"
            if depth <= 0 and line.rstrip().endswith(":"):
                header_done = True
            i += 1
            continue
        if in_str is None and line.strip() and _indent_of(line) <= indent and not line.lstrip().startswith("#"):
            break
        if in_str is None and not line.strip():
            out.append(line)
            i += 1
            continue
        out.append(line)
        for q in ('"""', "'''"):
            n = line.count(q)
            if n % 2:
                in_str = q if in_str is None else (None if in_str == q else in_str)
        i += 1
    while out and not out[-1].strip():
        out.pop()
    return out


def _lines_of(filename):
    lines = _traceback.source_lines(filename)
    if lines is None:
        raise OSError("could not get source code")
    return lines


def findsource(object):
    if ismethod(object):
        object = object.__func__
    object = unwrap(object)
    if isfunction(object):
        code = object.__code__
        lines = _lines_of(code.co_filename)
        start = code.co_firstlineno - 1
        if code.co_name == "<lambda>":
            return lines, start
        while start > 0 and lines[start - 1].lstrip().startswith("@"):
            start -= 1
        return lines, start
    if isclass(object):
        mod = sys.modules.get(object.__module__)
        filename = getattr(mod, "__file__", None) or _program_file()
        lines = _traceback.source_lines(filename)
        if lines is None:
            raise OSError("source code not available")
        first = object.__dict__.get("__firstlineno__")
        if first is None:
            name = object.__name__
            first = None
            for i, line in enumerate(lines):
                s = line.lstrip()
                if s.startswith("class " + name) and s[6 + len(name):7 + len(name)] in ("(", ":", "[", " "):
                    first = i + 1
                    break
            if first is None:
                raise OSError("could not find class definition")
        start = first - 1
        while start > 0 and lines[start - 1].lstrip().startswith("@"):
            start -= 1
        return lines, start
    if ismodule(object):
        lines = _traceback.source_lines(getattr(object, "__file__", None) or "")
        if lines is None:
            raise OSError("could not get source code")
        return lines, 0
    raise TypeError("module, class, method, function, traceback, frame, or code object was expected, "
                    "got {}".format(type(object).__name__))


def getsourcelines(object):
    """Return a list of source lines (each ending in a newline) and the
    starting line number for an object."""
    lines, start = findsource(object)
    if ismodule(object):
        return [l + "\n" for l in lines], 0
    i = start
    while lines[i].lstrip().startswith("@"):
        i += 1
    if isfunction(unwrap(object.__func__ if ismethod(object) else object)) and \
            (object.__func__ if ismethod(object) else unwrap(object)).__code__.co_name == "<lambda>":
        block = [lines[start]]
    else:
        block = lines[start:i] + _block(lines, i)
    return [l + "\n" for l in block], start + 1


def getsource(object):
    """Return the text of the source code for an object."""
    lines, lnum = getsourcelines(object)
    return "".join(lines)


def indentsize(line):
    expline = line.expandtabs()
    return len(expline) - len(expline.lstrip())


# ------------------------------------------------------------ frames


_Frame = type(sys._getframe())


def currentframe():
    """Return the frame of the caller or None if this is not possible."""
    return sys._getframe(1)


class FrameInfo(tuple):
    """(frame, filename, lineno, function, code_context, index)"""

    def __new__(cls, frame, filename, lineno, function, code_context, index):
        self = tuple.__new__(cls, (frame, filename, lineno, function, code_context, index))
        return self

    frame = property(lambda self: self[0])
    filename = property(lambda self: self[1])
    lineno = property(lambda self: self[2])
    function = property(lambda self: self[3])
    code_context = property(lambda self: self[4])
    index = property(lambda self: self[5])

    def __repr__(self):
        return ("FrameInfo(frame=%r, filename=%r, lineno=%r, function=%r, code_context=%r, index=%r)"
                % tuple(self))


def _context(filename, lineno, context):
    if context is None or context <= 0:
        return None, None
    try:
        lines = getsourcelines_file(filename)
    except Exception:
        return None, None
    if not lines:
        return None, None
    start = max(0, min(lineno - 1 - context // 2, len(lines) - context))
    return [l + "\n" for l in lines[start:start + context]], lineno - 1 - start


def getsourcelines_file(filename):
    import _traceback
    return _traceback.source_lines(filename)


def getframeinfo(frame, context=1):
    if istraceback(frame):
        lineno = frame.tb_lineno
        frame = frame.tb_frame
    else:
        lineno = frame.f_lineno
    code = frame.f_code
    ctx, idx = _context(code.co_filename, lineno, context)
    return (code.co_filename, lineno, code.co_name, ctx, idx)


def getouterframes(frame, context=1):
    out = []
    while frame:
        fn, ln, name, ctx, idx = getframeinfo(frame, context)
        out.append(FrameInfo(frame, fn, ln, name, ctx, idx))
        frame = frame.f_back
    return out


def getinnerframes(tb, context=1):
    out = []
    while tb:
        fn, ln, name, ctx, idx = getframeinfo(tb, context)
        out.append(FrameInfo(tb.tb_frame, fn, ln, name, ctx, idx))
        tb = tb.tb_next
    return out


def stack(context=1):
    return getouterframes(sys._getframe(1), context)


def trace(context=1):
    return getinnerframes(sys.exc_info()[2], context)


# ------------------------------------------------------------ signature


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(_enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _PARAM_DESC[self]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD
_PARAM_DESC = {
    _POSITIONAL_ONLY: "positional-only",
    _POSITIONAL_OR_KEYWORD: "positional or keyword",
    _VAR_POSITIONAL: "variadic positional",
    _KEYWORD_ONLY: "keyword-only",
    _VAR_KEYWORD: "variadic keyword",
}


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, _types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """A parameter of a function signature: name, kind, default, annotation."""

    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError("value {!r} is not a valid Parameter.kind".format(kind))
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError("{} parameters cannot have default values".format(self._kind.description))
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError("name must be a str, not a {}".format(type(name).__name__))
        if name[0] == "." and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError("implicit arguments must be passed as positional or keyword arguments, "
                                 "not {}".format(self._kind.description))
            self._kind = _POSITIONAL_ONLY
            name = "implicit{}".format(name[1:])
        import keyword
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError("{!r} is not a valid parameter name".format(name))
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = "{}: {}".format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = "{} = {}".format(formatted, repr(self._default))
            else:
                formatted = "{}={}".format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = "*" + formatted
        elif kind == _VAR_KEYWORD:
            formatted = "**" + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)


class _ParamsProxy:
    # Signature.parameters: a read-only ordered mapping (CPython: mappingproxy)
    __slots__ = ("_d",)

    def __init__(self, d):
        self._d = d

    def __getitem__(self, k):
        return self._d[k]

    def __contains__(self, k):
        return k in self._d

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __eq__(self, other):
        if isinstance(other, _ParamsProxy):
            other = other._d
        return self._d == other

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, k, default=None):
        return self._d.get(k, default)

    def copy(self):
        return dict(self._d)

    def __repr__(self):
        return "OrderedDict({})".format(repr(self._d))


class BoundArguments:
    """Result of Signature.bind: the mapping of parameter names to arguments."""

    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY) or name not in self.arguments:
                break
            arg = self.arguments[name]
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    kwargs_started = True
                elif name not in self.arguments:
                    kwargs_started = True
                    continue
            if not kwargs_started:
                continue
            if name not in self.arguments:
                continue
            arg = self.arguments[name]
            if param.kind == _VAR_KEYWORD:
                kwargs.update(arg)
            else:
                kwargs[name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            if name in arguments:
                new_arguments.append((name, arguments[name]))
            elif param.default is not _empty:
                new_arguments.append((name, param.default))
            elif param.kind == _VAR_POSITIONAL:
                new_arguments.append((name, ()))
            elif param.kind == _VAR_KEYWORD:
                new_arguments.append((name, {}))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = ["{}={!r}".format(k, v) for k, v in self.arguments.items()]
        return "<{} ({})>".format(self.__class__.__name__, ", ".join(args))


class Signature:
    """A function's call signature: an ordered mapping of Parameters and a
    return annotation."""

    __slots__ = ("_return_annotation", "_parameters")

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            params = {}
        elif __validate_parameters__:
            params = {}
            top_kind = _POSITIONAL_ONLY
            seen_default = False
            for param in parameters:
                kind = param.kind
                name = param.name
                if kind < top_kind:
                    raise ValueError("wrong parameter order: {} parameter before {} parameter".format(
                        top_kind.description, kind.description))
                elif kind > top_kind:
                    top_kind = kind
                if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                    if param.default is _empty:
                        if seen_default:
                            raise ValueError("non-default argument follows default argument")
                    else:
                        seen_default = True
                if name in params:
                    raise ValueError("duplicate parameter name: {!r}".format(name))
                params[name] = param
        else:
            params = {param.name: param for param in parameters}
        self._parameters = _ParamsProxy(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_from_callable(obj, follow_wrapped, True)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def __hash__(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return hash((params, frozenset(kwo_params.items()), self.return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return (self.return_annotation == other.return_annotation and
                list(self.parameters.values()) == list(other.parameters.values()))

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        pos_only_names = []
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            if param.default is _empty:
                                raise TypeError("missing a required positional-only argument: {!r}".format(
                                    param.name))
                            pos_only_names.append(param.name)
                            continue
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        else:
                            if param.kind == _KEYWORD_ONLY:
                                argtype = " keyword-only"
                            else:
                                argtype = ""
                            raise TypeError("missing a required{} argument: {!r}".format(argtype, param.name))
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError("too many positional arguments") from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError("multiple values for argument {!r}".format(param.name)) from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in list(parameters_ex) + list(parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL and param.default is _empty):
                    raise TypeError("missing a required argument: {!r}".format(param_name)) from None
            else:
                arguments[param_name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            elif pos_only_names:
                raise TypeError("got some positional-only arguments passed as keyword arguments: {!r}".format(
                    ", ".join(pos_only_names)))
            else:
                raise TypeError("got an unexpected keyword argument {!r}".format(next(iter(kwargs))))
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        """Bind the arguments to the parameters; TypeError if they do not fit."""
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        """Like bind(), but required arguments may be missing."""
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return "<{} {}>".format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self.return_annotation is not _empty:
            anno = formatannotation(self.return_annotation)
            rendered += " -> {}".format(anno)
        return rendered


def _signature_from_function(func):
    code = func.__code__
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    keyword_only_count = code.co_kwonlyargcount
    positional = arg_names[:pos_count]
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = getattr(func, "__annotations__", None) or {}
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    pos_default_count = len(defaults)
    non_default_count = pos_count - pos_default_count
    parameters = []
    for i, name in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < posonly_count else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default_count] if i >= non_default_count else _empty
        parameters.append(Parameter(name, kind, annotation=annotations.get(name, _empty), default=default))
    n = pos_count + keyword_only_count
    if code.co_flags & CO_VARARGS:
        name = arg_names[n]
        parameters.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
        n += 1
    for name in keyword_only:
        parameters.append(Parameter(name, _KEYWORD_ONLY, annotation=annotations.get(name, _empty),
                                    default=kwdefaults.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = arg_names[n]
        parameters.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    return Signature(parameters, return_annotation=annotations.get("return", _empty),
                     __validate_parameters__=False)


def _split_top(s):
    parts, depth, cur, quote = [], 0, "", None
    for ch in s:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def _signature_fromstr(obj, s, skip_bound_arg):
    s = s.strip()
    if not (s.startswith("(") and ")" in s):
        raise ValueError("{!r} builtin has invalid signature".format(obj))
    inner = s[1:s.rindex(")")]
    parameters = []
    kind = _POSITIONAL_OR_KEYWORD
    parts = _split_top(inner)
    if "/" in parts:
        kind = _POSITIONAL_ONLY
    first = True
    for part in parts:
        if part == "/":
            kind = _POSITIONAL_OR_KEYWORD
            continue
        if part == "*":
            kind = _KEYWORD_ONLY
            continue
        if part.startswith("**"):
            parameters.append(Parameter(part[2:], _VAR_KEYWORD))
            continue
        if part.startswith("*"):
            parameters.append(Parameter(part[1:], _VAR_POSITIONAL))
            kind = _KEYWORD_ONLY
            continue
        if part.startswith("$"):
            if first and skip_bound_arg:
                first = False
                continue
            part = part[1:]
        first = False
        name, eq, default = part.partition("=")
        name = name.strip()
        if eq:
            try:
                value = eval(default.strip(), {"sys": sys})
            except Exception:
                value = _ValueRepr(default.strip())
            parameters.append(Parameter(name, kind, default=value))
        else:
            parameters.append(Parameter(name, kind))
    return Signature(parameters, __validate_parameters__=False)


class _ValueRepr:
    # a default value known only by its text
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


def _drop_first(sig):
    params = list(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _partial_signature(sig, partial):
    ba = sig.bind_partial(*partial.args, **partial.keywords)
    new_params = []
    npos = len(partial.args)
    for i, (name, param) in enumerate(sig.parameters.items()):
        if i < npos and param.kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            continue
        if name in partial.keywords:
            if param.kind == _POSITIONAL_ONLY:
                continue
            param = param.replace(default=partial.keywords[name], kind=_KEYWORD_ONLY
                                  if param.kind == _POSITIONAL_OR_KEYWORD else param.kind)
        elif new_params and new_params[-1].kind == _KEYWORD_ONLY and param.kind == _POSITIONAL_OR_KEYWORD:
            param = param.replace(kind=_KEYWORD_ONLY)
        new_params.append(param)
    # keyword-only parameters made from positional ones go after the rest
    first = [p for p in new_params if p.kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL)]
    rest = [p for p in new_params if p.kind == _KEYWORD_ONLY]
    last = [p for p in new_params if p.kind == _VAR_KEYWORD]
    return sig.replace(parameters=first + rest + last)


def _signature_from_callable(obj, follow_wrapper_chains=True, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError("{!r} is not a callable object".format(obj))
    if isinstance(obj, _types.MethodType):
        sig = _signature_from_callable(obj.__func__, follow_wrapper_chains, skip_bound_arg)
        return _drop_first(sig) if skip_bound_arg else sig
    if follow_wrapper_chains:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__") or isinstance(f, _types.MethodType))
        if isinstance(obj, _types.MethodType):
            return _signature_from_callable(obj, follow_wrapper_chains, skip_bound_arg)
    try:
        sig = obj.__signature__
    except AttributeError:
        sig = None
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError("unexpected object {!r} in __signature__ attribute".format(sig))
        return sig
    if isfunction(obj):
        return _signature_from_function(obj)
    if isinstance(obj, _functools.partial):
        wrapped = _signature_from_callable(obj.func, follow_wrapper_chains, skip_bound_arg)
        return _partial_signature(wrapped, obj)
    if isinstance(obj, type):
        for name in ("__init__", "__new__"):
            for base in obj.__mro__:
                if name in base.__dict__:
                    if base is object:
                        break
                    meth = base.__dict__[name]
                    if isinstance(meth, staticmethod):
                        meth = meth.__func__
                    if isfunction(meth) or isinstance(meth, _functools.partial):
                        return _drop_first(_signature_from_callable(meth, follow_wrapper_chains, False))
                    ts = getattr(meth, "__text_signature__", None)
                    if ts:
                        return _signature_fromstr(obj, ts, True)
                    break
        ts = obj.__dict__.get("__text_signature__") if hasattr(obj, "__dict__") else None
        if ts:
            return _signature_fromstr(obj, ts, False)
        if all(b.__module__ != "builtins" or b is object for b in obj.__mro__):
            return Signature()
        raise ValueError("no signature found for builtin type {!r}".format(obj))
    ts = getattr(obj, "__text_signature__", None)
    if isinstance(ts, str):
        return _signature_fromstr(obj, ts, skip_bound_arg)
    if isbuiltin(obj) or ismethoddescriptor(obj):
        raise ValueError("no signature found for builtin {!r}".format(obj))
    call = getattr(type(obj), "__call__", None)
    if call is not None and (isfunction(call) or isinstance(call, _functools.partial)):
        return _drop_first(_signature_from_callable(call, follow_wrapper_chains, False))
    raise ValueError("callable {!r} is not supported by signature".format(obj))


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """Get a signature object for the passed callable."""
    return _signature_from_callable(obj, follow_wrapped, True)


class FullArgSpec(tuple):
    __slots__ = ()
    _fields = ("args", "varargs", "varkw", "defaults", "kwonlyargs", "kwonlydefaults", "annotations")

    def __new__(cls, *values):
        return tuple.__new__(cls, values)

    def __getattr__(self, name):
        if name in FullArgSpec._fields:
            return self[FullArgSpec._fields.index(name)]
        raise AttributeError(name)

    def __repr__(self):
        return "FullArgSpec(" + ", ".join("{}={!r}".format(n, v) for n, v in zip(self._fields, self)) + ")"


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, False, False)
    except Exception as ex:
        raise TypeError("unsupported callable") from ex
    args, kwonlyargs, annotations, kwdefaults = [], [], {}, {}
    defaults = ()
    varargs = varkw = None
    posdefaults = []
    if sig.return_annotation is not _empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not _empty:
                posdefaults.append(param.default)
        elif kind == _VAR_POSITIONAL:
            varargs = name
        elif kind == _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not _empty:
                kwdefaults[name] = param.default
        elif kind == _VAR_KEYWORD:
            varkw = name
        if param.annotation is not _empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, tuple(posdefaults) or None, kwonlyargs, kwdefaults or None,
                       annotations)


class _Record(tuple):
    """A small named tuple: subclasses name their fields in _fields."""
    __slots__ = ()
    _fields = ()

    def __new__(cls, *values):
        return tuple.__new__(cls, values)

    def __getattr__(self, name):
        if name in type(self)._fields:
            return self[type(self)._fields.index(name)]
        raise AttributeError(name)

    def __repr__(self):
        return type(self).__name__ + "(" + ", ".join("{}={!r}".format(n, v) for n, v in zip(self._fields, self)) + ")"


class Arguments(_Record):
    __slots__ = ()
    _fields = ("args", "varargs", "varkw")


class ArgInfo(_Record):
    __slots__ = ()
    _fields = ("args", "varargs", "keywords", "locals")


def getargs(co):
    """The argument names of a code object: positional and keyword-only names, then the * and ** names
    (None when absent), read from co_varnames in the order the compiler lays them out."""
    if not iscode(co):
        raise TypeError("{!r} is not a code object".format(co))
    names = co.co_varnames
    n = co.co_argcount + co.co_kwonlyargcount
    args = list(names[:n])
    varargs = varkw = None
    if co.co_flags & CO_VARARGS:
        varargs = names[n]
        n += 1
    if co.co_flags & CO_VARKEYWORDS:
        varkw = names[n]
    return Arguments(args, varargs, varkw)


def getargvalues(frame):
    """The arguments of a running frame with its locals (what d2l's save_hyperparameters reads)."""
    args, varargs, varkw = getargs(frame.f_code)
    return ArgInfo(args, varargs, varkw, frame.f_locals)


def formatargvalues(args, varargs, varkw, locals, formatarg=str, formatvarargs=lambda name: "*" + name,
                    formatvarkw=lambda name: "**" + name, formatvalue=lambda value: "=" + repr(value)):
    specs = [formatarg(a) + formatvalue(locals[a]) for a in args]
    if varargs:
        specs.append(formatvarargs(varargs) + formatvalue(locals[varargs]))
    if varkw:
        specs.append(formatvarkw(varkw) + formatvalue(locals[varkw]))
    return "(" + ", ".join(specs) + ")"


def getattr_static(obj, attr, default=_void):
    for base in ([obj] if isinstance(obj, type) else []) + list(type(obj).__mro__ if not isinstance(obj, type)
                                                                 else obj.__mro__):
        d = getattr(base, "__dict__", {})
        if attr in d:
            return d[attr]
    if default is not _void:
        return default
    raise AttributeError(attr)
