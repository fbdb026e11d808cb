# faif/python-patterns, patterns/behavioral/registry.py, commit 74151cfec27663a968f44185adada7c2a1f38165, no license file in the repository.
from typing import Dict


class RegistryHolder(type):
    REGISTRY: Dict[str, "RegistryHolder"] = {}

    def __new__(cls, name, bases, attrs):
        new_cls = type.__new__(cls, name, bases, attrs)
        """
            Here the name of the class is used as key but it could be any class
            parameter.
        """
        cls.REGISTRY[new_cls.__name__] = new_cls
        return new_cls

    @classmethod
    def get_registry(cls):
        return dict(cls.REGISTRY)


class BaseRegisteredClass(metaclass=RegistryHolder):
    """
    Any class that will inherits from BaseRegisteredClass will be included
    inside the dict RegistryHolder.REGISTRY, the key being the name of the
    class and the associated value, the class itself.
    """


def main():
    """
    Before subclassing
    >>> sorted(RegistryHolder.REGISTRY)
    ['BaseRegisteredClass']

    >>> class ClassRegistree(BaseRegisteredClass):
    ...    def __init__(self, *args, **kwargs):
    ...        pass

    After subclassing
    >>> sorted(RegistryHolder.REGISTRY)
    ['BaseRegisteredClass', 'ClassRegistree']
    """


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(sorted(RegistryHolder.REGISTRY))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    class ClassRegistree(BaseRegisteredClass):
       def __init__(self, *args, **kwargs):
           pass
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sorted(RegistryHolder.REGISTRY))
except Exception as _e:
    print(type(_e).__name__, _e)
