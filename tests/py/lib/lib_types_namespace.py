import types
ns = types.SimpleNamespace(lr=0.1, epochs=2)
print(ns, ns.lr)
ns.batch = 8
print(ns, ns == types.SimpleNamespace(lr=0.1, epochs=2, batch=8))
def f(): pass
print(isinstance(f, types.FunctionType), isinstance(len, types.BuiltinFunctionType), isinstance(types, types.ModuleType))
def g():
    yield 1
print(isinstance(g(), types.GeneratorType), type(None) is types.NoneType)
