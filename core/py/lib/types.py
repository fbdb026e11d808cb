"""types: names of the interpreter's built-in types, SimpleNamespace."""


def _f():
    pass


FunctionType = type(_f)
LambdaType = FunctionType
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(__import__("sys"))
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)
GenericAlias = type(list[int])


def _g():
    yield 1


GeneratorType = type(_g())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
MappingProxyType = type(_C.__dict__)
del _C, _f, _g


class SimpleNamespace:
    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        self.__dict__.update(dict(mapping_or_iterable))
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ("{}={!r}".format(k, v) for k, v in self.__dict__.items())
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        return "{}({})".format(name, ", ".join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented
