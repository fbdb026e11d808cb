for name in ["io_nope", "torchvision_nope", "my_local_module"]:
    try:
        __import__(name)
        print(name, "imported")
    except ImportError as e:
        print(type(e).__name__, e)
try:
    import no_such_module
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
import math as m, sys
print(m.__name__, sys.__name__, __import__("math").pi)
import collections.abc
print(collections.abc.Mapping.__name__)
from collections import OrderedDict as OD
print(OD.__name__)
