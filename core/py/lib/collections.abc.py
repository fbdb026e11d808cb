"""collections.abc: the container ABCs (defined in _collections_abc)."""
from _collections_abc import *
from _collections_abc import _check_methods
