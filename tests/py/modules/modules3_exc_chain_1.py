import torch
import torch.nn as nn

class ShapeError(Exception):
    pass

def run(m, x):
    try:
        return m(x)
    except RuntimeError as e:
        raise ShapeError(f"bad input {tuple(x.shape)}") from e

m = nn.Linear(3, 2)
try:
    run(m, torch.ones(2, 4))
except ShapeError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__)
try:
    try:
        m.nonexistent
    except AttributeError:
        raise ValueError("wrapped")
except ValueError as e:
    print(repr(e), type(e.__context__).__name__, e.__context__)
    print(e.__cause__)
try:
    try:
        {}["k"]
    except KeyError as e:
        raise TypeError("no ctx") from None
except TypeError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
class MyErr(ValueError):
    def __init__(self, name, val):
        super().__init__(f"{name}={val}")
        self.name = name
try:
    raise MyErr("lr", -1)
except ValueError as e:
    print(type(e).__name__, e, e.args, e.name)
