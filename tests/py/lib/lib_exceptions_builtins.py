import builtins
for name in ["ValueError", "TypeError", "KeyError", "IndexError", "StopIteration",
             "RuntimeError", "NotImplementedError", "ZeroDivisionError", "AttributeError",
             "ImportError", "ModuleNotFoundError", "OSError", "FileNotFoundError",
             "UserWarning", "DeprecationWarning", "AssertionError", "RecursionError",
             "OverflowError", "MemoryError", "NameError", "UnboundLocalError", "SystemExit",
             "KeyboardInterrupt", "GeneratorExit", "LookupError", "ArithmeticError",
             "Exception", "BaseException", "Warning", "RuntimeWarning", "FutureWarning",
             "EnvironmentError", "IOError", "PermissionError", "TimeoutError", "EOFError"]:
    obj = getattr(builtins, name)
    print(name, obj.__name__, [b.__name__ for b in obj.__mro__[1:]])
print(EnvironmentError is OSError, IOError is OSError)
