from abc import ABC, abstractmethod
import torch
import torch.nn as nn

class BaseModel(nn.Module, ABC):
    def __init__(self):
        super().__init__()
    @abstractmethod
    def forward(self, x):
        ...
    @abstractmethod
    def name(self):
        pass

class Impl(BaseModel):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def forward(self, x):
        return self.fc(x)
    def name(self):
        return "impl"

try:
    BaseModel()
except TypeError as e:
    print(type(e).__name__, e)
class Half(BaseModel):
    def name(self):
        return "half"
try:
    Half()
except TypeError as e:
    print(type(e).__name__, e)
i = Impl()
print(i.name(), i)
print(isinstance(i, ABC), type(Impl).__name__, BaseModel.__abstractmethods__ == frozenset({"forward", "name"}))
class Shape(ABC):
    @property
    @abstractmethod
    def area(self): ...
class Sq(Shape):
    def __init__(self, s): self.s = s
    @property
    def area(self): return self.s ** 2
print(Sq(3).area)
try:
    Shape()
except TypeError as e:
    print(e)
