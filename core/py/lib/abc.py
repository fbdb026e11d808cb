"""abc: abstract base classes (ABCMeta, ABC, abstractmethod) for nnscope.

ABCMeta records the abstract methods of each class in __abstractmethods__,
refuses to instantiate classes that still have some, and lets classes be
registered as virtual subclasses (isinstance/issubclass consult the
registry and __subclasshook__)."""


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractproperty(property):
    __isabstractmethod__ = True


def _is_abstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    fget = getattr(value, "fget", None)  # property wrapping an abstract getter
    if fget is not None and getattr(fget, "__isabstractmethod__", False):
        return True
    func = getattr(value, "__func__", None)  # classmethod / staticmethod
    return func is not None and getattr(func, "__isabstractmethod__", False)


def _compute_abstracts(cls):
    names = set()
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            names.add(name)
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    cls.__abstractmethods__ = frozenset(names)


def _abstract_error(cls):
    names = sorted(cls.__abstractmethods__)
    plural = "s" if len(names) > 1 else ""
    listed = ", ".join("'" + n + "'" for n in names)
    return TypeError(
        "Can't instantiate abstract class " + cls.__name__
        + " without an implementation for abstract method" + plural + " " + listed)


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        _compute_abstracts(cls)
        cls._abc_registry = []
        cls._abc_subclasses = []
        for base in bases:
            subs = base.__dict__.get("_abc_subclasses") if isinstance(base, ABCMeta) else None
            if subs is not None:
                subs.append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        if cls.__abstractmethods__:
            raise _abstract_error(cls)
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        cls._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if cls in subclass.__mro__:
            return True
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for reg in cls.__dict__.get("_abc_registry", ()):
            if reg in subclass.__mro__ or issubclass(subclass, reg):
                return True
        for sub in cls.__dict__.get("_abc_subclasses", ()):
            if issubclass(subclass, sub):
                return True
        return False


class ABC(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        return NotImplemented


def get_cache_token():
    return 0
