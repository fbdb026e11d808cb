# type[X] is a GenericAlias (CPython special-cases `type`, not its subclasses), and the types module
# names the interpreter's types (python-patterns' mvc.py annotates with type[Controller], pool.py
# imports types.TracebackType).
import types

print(type[int], type(type[int]), type[int].__origin__, type[int].__args__)
print(type[int | str], type["Forward"])


def register(path: str, controller_class: type[object]) -> None:
    print(path, controller_class)


register("/", dict)
print(register.__annotations__)


class Meta(type):
    pass


try:
    Meta[int]
except TypeError as e:
    print(e)
for name in ("BuiltinFunctionType", "CellType", "CodeType", "FunctionType", "GeneratorType", "GenericAlias",
             "GetSetDescriptorType", "LambdaType", "MappingProxyType", "MemberDescriptorType",
             "MethodDescriptorType", "MethodType", "MethodWrapperType", "ModuleType", "NoneType",
             "NotImplementedType", "EllipsisType", "TracebackType", "UnionType", "WrapperDescriptorType"):
    print(name, getattr(types, name))
print(isinstance(len, types.BuiltinFunctionType), isinstance(int | str, types.UnionType))
C = types.new_class("C", (object,), {}, lambda ns: ns.update(x=1))
print(C, C.__name__, C.x, types.resolve_bases((int, str)))


class Base:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag


D = types.new_class("D", (Base,), {"tag": "d"})
print(D.tag, types.get_original_bases(D), types.prepare_class("E", (Base,)))
