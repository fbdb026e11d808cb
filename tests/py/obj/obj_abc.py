from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def name(self):
        ...

    def describe(self):
        return f"{self.name()} with area {self.area()}"


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2

    def name(self):
        return "square"


class Half(Shape):
    def area(self):
        return 0


print(Square(3).describe(), isinstance(Square(1), Shape))
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Square.__abstractmethods__)
