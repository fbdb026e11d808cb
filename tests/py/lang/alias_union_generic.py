# X | None where a side is a GenericAlias (list[int] | None), as 3.13 prints it
import typing

print(list[int] | None, None | list[int], dict[str, int] | None)
print(int | list[int], list[int] | int, list[int] | tuple[str, ...] | None)
print(type(list[int] | None), type(list[int] | None).__name__, type(list[int] | None).__module__)
print((list[int] | None).__args__)
print(list[int] | list[int], list[int] | list[str], int | int)
print((list[int] | None) == (None | list[int]), (list[int] | None) == (list[str] | None))
print(hash(list[int] | None) == hash(None | list[int]))
print(list[list[int] | None], dict[str, list[int] | None])


def f(x: dict[str, int] | None = None, y: list[int] | int = 0) -> tuple[int, ...] | None:
    return None


print(f.__annotations__)


class Config:
    name: str | None = None
    sizes: list[int] | None = None
    table: dict[str, list[float]] | None


print(Config.__annotations__)
print(isinstance(3, int | str), isinstance("a", int | None), isinstance(None, int | None))
print(isinstance(3.0, int | str | float), issubclass(bool, int | str))
try:
    isinstance([1], list[int] | None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(list, list[int] | None)
except TypeError as e:
    print(type(e).__name__, e)
print(typing.Optional[list[int]], typing.Union[list[int], None])
print(typing.get_args(list[int] | None))
print(int | typing.List[int])
