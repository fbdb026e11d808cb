from typing import NamedTuple, Optional
class Sample(NamedTuple):
    x: float
    y: float
    label: Optional[str] = None
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
s = Sample(3.0, 4.0)
print(s, s.norm(), s.label, s._fields, Sample._field_defaults)
print(s._replace(label="a"), isinstance(s, tuple), Sample.__name__)
print(Sample(1, 2, "z") == (1, 2, "z"))
try:
    Sample(1)
except TypeError as e:
    print(type(e).__name__, e)
