import operator
from operator import itemgetter, attrgetter, methodcaller
from typing import List, Dict, Optional, Tuple, Union, Any, Callable
from collections import namedtuple

rows = [{"name": "b", "score": 2}, {"name": "a", "score": 3}]
print(sorted(rows, key=itemgetter("score")), itemgetter(1, 0)("xy"), itemgetter(slice(1, None))([1, 2, 3]))
P = namedtuple("P", "x y")
pts = [P(2, 1), P(1, 5)]
print(sorted(pts, key=attrgetter("x")), attrgetter("x", "y")(pts[0]), methodcaller("upper")("abc"))
print(operator.add(1, 2), operator.mul(3, 4), operator.neg(5), operator.truediv(1, 4), operator.itemgetter(0)([9]))
print(operator.eq(1, 1.0), operator.contains([1], 1), operator.getitem({"a": 1}, "a"), operator.pow(2, 5))


def train(model: str, epochs: int = 1, lr: Optional[float] = None) -> Dict[str, Any]:
    return {"model": model, "epochs": epochs}


print(train("m"), train.__annotations__)
print(List[int], Dict[str, int], Optional[int], Tuple[int, ...], Union[int, str], Callable[[int], str])
print(list[int] == List[int], int | None, type(int | None).__name__)
x: int = 5
y: List[str]
print(x, __annotations__ if "__annotations__" in globals() else "no module annotations")
