from dataclasses import dataclass, FrozenInstanceError, field
@dataclass(frozen=True)
class Frozen:
    a: int
    b: str = "x"
f = Frozen(1)
print(f, hash(f) == hash(Frozen(1)), {f: 1}[Frozen(1)])
try:
    f.a = 3
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del f.b
except FrozenInstanceError as e:
    print(type(e).__name__, e)
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
vs = [Version(1, 2), Version(0, 9), Version(1, 0)]
print(sorted(vs), Version(1) < Version(1, 1), max(vs))
@dataclass
class WithPost:
    w: int
    h: int
    area: int = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
print(WithPost(2, 3))
@dataclass
class Hidden:
    visible: int
    secret: str = field(default="s", repr=False)
    ignored: int = field(default=0, compare=False)
print(Hidden(1), Hidden(1, ignored=5) == Hidden(1))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(type(e).__name__, e)
