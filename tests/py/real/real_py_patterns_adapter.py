# faif/python-patterns, patterns/structural/adapter.py, commit 74151cfec27663a968f44185adada7c2a1f38165, no license file in the repository.
"""
*What is this pattern about?
The Adapter pattern provides a different interface for a class. We can
think about it as a cable adapter that allows you to charge a phone
somewhere that has outlets in a different shape. Following this idea,
the Adapter pattern is useful to integrate classes that couldn't be
integrated due to their incompatible interfaces.

*What does this example do?

The example has classes that represent entities (Dog, Cat, Human, Car)
that make different noises. The Adapter class provides a different
interface to the original methods that make such noises. So the
original interfaces (e.g., bark and meow) are available under a
different name: make_noise.

*Where is the pattern used practically?
The Grok framework uses adapters to make objects work with a
particular API without modifying the objects themselves:
http://grok.zope.org/doc/current/grok_overview.html#adapters

*References:
http://ginstrom.com/scribbles/2008/11/06/generic-adapter-class-in-python/
https://sourcemaking.com/design_patterns/adapter
http://python-3-patterns-idioms-test.readthedocs.io/en/latest/ChangeInterface.html#adapter

*TL;DR
Allows the interface of an existing class to be used as another interface.
"""

from typing import Callable, TypeVar, Any, Dict

T = TypeVar("T")


class Dog:
    def __init__(self) -> None:
        self.name = "Dog"

    def bark(self) -> str:
        return "woof!"


class Cat:
    def __init__(self) -> None:
        self.name = "Cat"

    def meow(self) -> str:
        return "meow!"


class Human:
    def __init__(self) -> None:
        self.name = "Human"

    def speak(self) -> str:
        return "'hello'"


class Car:
    def __init__(self) -> None:
        self.name = "Car"

    def make_noise(self, octane_level: int) -> str:
        return f"vroom{'!' * octane_level}"


class Adapter:
    """Adapts an object by replacing methods.

    Usage
    ------
    dog = Dog()
    dog = Adapter(dog, make_noise=dog.bark)
    """

    def __init__(self, obj: T, **adapted_methods: Callable[..., Any]) -> None:
        """We set the adapted methods in the object's dict."""
        self.obj = obj
        self.__dict__.update(adapted_methods)

    def __getattr__(self, attr: str) -> Any:
        """All non-adapted calls are passed to the object."""
        return getattr(self.obj, attr)

    def original_dict(self) -> Dict[str, Any]:
        """Print original object dict."""
        return self.obj.__dict__


def main():
    """
    >>> objects = []
    >>> dog = Dog()
    >>> print(dog.__dict__)
    {'name': 'Dog'}

    >>> objects.append(Adapter(dog, make_noise=dog.bark))

    >>> objects[0].__dict__['obj'], objects[0].__dict__['make_noise']
    (<...Dog object at 0x...>, <bound method Dog.bark of <...Dog object at 0x...>>)

    >>> print(objects[0].original_dict())
    {'name': 'Dog'}

    >>> cat = Cat()
    >>> objects.append(Adapter(cat, make_noise=cat.meow))
    >>> human = Human()
    >>> objects.append(Adapter(human, make_noise=human.speak))
    >>> car = Car()
    >>> objects.append(Adapter(car, make_noise=lambda: car.make_noise(3)))

    >>> for obj in objects:
    ...    print("A {0} goes {1}".format(obj.name, obj.make_noise()))
    A Dog goes woof!
    A Cat goes meow!
    A Human goes 'hello'
    A Car goes vroom!!!
    """


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    objects = []
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    dog = Dog()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print(dog.__dict__))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(objects.append(Adapter(dog, make_noise=dog.bark)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(objects[0].__dict__['obj'], objects[0].__dict__['make_noise'])
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print(objects[0].original_dict()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    cat = Cat()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(objects.append(Adapter(cat, make_noise=cat.meow)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    human = Human()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(objects.append(Adapter(human, make_noise=human.speak)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    car = Car()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(objects.append(Adapter(car, make_noise=lambda: car.make_noise(3))))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    for obj in objects:
       print("A {0} goes {1}".format(obj.name, obj.make_noise()))
except Exception as _e:
    print(type(_e).__name__, _e)
