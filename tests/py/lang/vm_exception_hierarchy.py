print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(ModuleNotFoundError, ImportError))
try:
    {}['x']
except LookupError as e:
    print('lookup', type(e).__name__)
