import io, sys, abc
print(type(io.IOBase).__name__, isinstance(sys.stdout, io.TextIOBase), isinstance(sys.stdout, io.IOBase), issubclass(io.StringIO, io.IOBase))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.TextIOBase), isinstance(1, io.IOBase))
class S(metaclass=abc.ABCMeta): pass
S.register(io.IOBase)
print(isinstance(sys.stdout, S), isinstance(io.BytesIO(), S), isinstance('x', S))
