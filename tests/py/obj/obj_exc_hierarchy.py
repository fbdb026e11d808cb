names = [
    "BaseException", "SystemExit", "KeyboardInterrupt", "GeneratorExit", "Exception",
    "StopIteration", "ArithmeticError", "FloatingPointError", "OverflowError",
    "ZeroDivisionError", "AssertionError", "AttributeError", "BufferError", "EOFError",
    "ImportError", "ModuleNotFoundError", "LookupError", "IndexError", "KeyError",
    "MemoryError", "NameError", "UnboundLocalError", "OSError", "ReferenceError",
    "RuntimeError", "NotImplementedError", "RecursionError", "SyntaxError",
    "IndentationError", "TabError", "SystemError", "TypeError", "ValueError",
    "UnicodeError", "UnicodeDecodeError", "UnicodeEncodeError", "Warning", "UserWarning",
    "DeprecationWarning", "RuntimeWarning", "FutureWarning", "FileNotFoundError",
    "PermissionError", "TimeoutError",
]
import builtins
for n in names:
    t = getattr(builtins, n)
    print(n, "->", t.__base__.__name__, [c.__name__ for c in t.__mro__])
print(issubclass(KeyError, LookupError), issubclass(KeyError, IndexError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(RecursionError, RuntimeError))
print(issubclass(SystemExit, Exception), issubclass(StopIteration, Exception))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(UnicodeDecodeError, ValueError))
try:
    raise KeyError("x")
except LookupError as e:
    print("caught as LookupError:", repr(e))
try:
    raise FileNotFoundError("f")
except OSError as e:
    print("caught as OSError:", type(e).__name__)
try:
    try:
        raise TypeError("inner")
    except (ValueError, TypeError) as e:
        print("tuple catch:", e)
        raise
except Exception as e:
    print("re-raised:", repr(e))
