class Color:
    RED = 1
    GREEN = 2
    BLUE = 3

    @classmethod
    def names(cls):
        return [k for k, v in vars(cls).items() if k.isupper()]

    @classmethod
    def lookup(cls, value):
        for k in cls.names():
            if getattr(cls, k) == value:
                return k
        raise ValueError(f"{value} is not a valid {cls.__name__}")


print(Color.names(), Color.lookup(2), Color.RED + Color.BLUE)
try:
    Color.lookup(9)
except ValueError as e:
    print("ValueError:", e)
import enum


class Mode(enum.Enum):
    TRAIN = "train"
    EVAL = "eval"


print(Mode.TRAIN, Mode("eval"), Mode.TRAIN.value, Mode.EVAL.name, list(Mode), Mode.TRAIN is Mode("train"))
print(isinstance(Mode.TRAIN, Mode), type(Mode.TRAIN).__name__, repr(Mode.EVAL))
