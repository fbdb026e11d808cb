class TrainError(Exception):
    """Base training error."""


class ShapeError(TrainError, ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got


def check(shape):
    if shape != (2, 3):
        raise ShapeError((2, 3), shape)
    return "ok"


for s in [(2, 3), (4,)]:
    try:
        print(check(s))
    except ValueError as e:
        print(type(e).__name__, e, e.expected, e.got, isinstance(e, TrainError))
print([c.__name__ for c in ShapeError.__mro__])
print(TrainError.__doc__, ShapeError.__doc__)
errors = []
for exc_type in (TrainError, ShapeError, KeyError):
    try:
        raise exc_type(*(() if exc_type is not ShapeError else (1, 2)))
    except TrainError as e:
        errors.append(("train", type(e).__name__))
    except Exception as e:
        errors.append(("other", type(e).__name__))
print(errors)
