import enum
from enum import Enum, IntEnum, auto, Flag
from abc import ABC, abstractmethod


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"])
print(list(Color), len(Color), Color.RED in Color, Color.RED is Color(1), Color.RED == 1)
print(f"{Color.GREEN}", str(Color.BLUE), [c.name for c in Color], Color.__members__.keys())
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError", e)


class Mode(IntEnum):
    TRAIN = auto()
    EVAL = auto()


print(Mode.TRAIN, repr(Mode.EVAL), Mode.TRAIN + 1, Mode.EVAL == 2, f"{Mode.TRAIN}", sorted([Mode.EVAL, Mode.TRAIN]))


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


print(Perm.R | Perm.W, Perm.R in (Perm.R | Perm.X), repr(Perm.W))


class Phase(str, Enum):
    TRAIN = "train"
    VAL = "val"


print(Phase.TRAIN, Phase.TRAIN == "train", Phase("val"), Phase.VAL.upper())


class Layer(ABC):
    @abstractmethod
    def forward(self, x):
        ...

    @property
    @abstractmethod
    def size(self):
        ...


class Dense(Layer):
    def forward(self, x):
        return x + 1

    @property
    def size(self):
        return 3


print(Dense().forward(1), Dense().size, isinstance(Dense(), Layer))
try:
    Layer()
except TypeError as e:
    print("TypeError", e)


class Half(Layer):
    def forward(self, x):
        return x


try:
    Half()
except TypeError as e:
    print("TypeError", e)


class Shape(enum.Enum):
    SQUARE = 2
    ALIAS = 2

    def describe(self):
        return f"{self.name.lower()} {self.value}"


print(Shape.ALIAS, Shape.SQUARE.describe(), list(Shape))
