from __future__ import annotations
from typing import ForwardRef, get_type_hints, Optional


class Item:
    name: str
    price: float
    parent: Optional[Item]

    def total(self, qty: int, extra: float = 0.0) -> float:
        return self.price * qty + extra


print(Item.__annotations__)
print(get_type_hints(Item))
print(get_type_hints(Item.total))
r = ForwardRef("List[int]")
print(r, r.__forward_arg__, r == ForwardRef("List[int]"), r == ForwardRef("int"))
print(hash(r) == hash(ForwardRef("List[int]")))
try:
    ForwardRef(3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    ForwardRef("1 +")
except SyntaxError as e:
    print(type(e).__name__, e)
