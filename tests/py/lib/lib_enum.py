from enum import Enum, IntEnum, auto
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color(2), Color["BLUE"], list(Color), len(Color))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED is Color(1), isinstance(Color.RED, Color))
for c in Color:
    print(c.name, c.value)
print(Color.GREEN in Color, type(Color.RED).__name__)
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color["PINK"]
except KeyError as e:
    print(type(e).__name__, e)
class Mode(Enum):
    TRAIN = auto()
    EVAL = auto()
print(Mode.TRAIN.value, Mode.EVAL.value, list(Mode))
class Level(IntEnum):
    LOW = 1
    HIGH = 2
print(Level.LOW, repr(Level.HIGH), Level.LOW < Level.HIGH, Level.HIGH + 1, Level(2), int(Level.LOW))
print(f"{Level.HIGH}", f"{Color.RED}", str(Level.LOW), sorted([Level.HIGH, Level.LOW]))
d = {Color.RED: "r"}
print(d[Color.RED], Color.__members__.keys())
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.MARS.mass, Planet.EARTH.value)
