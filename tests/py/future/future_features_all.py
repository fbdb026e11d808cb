"""Module docstring first."""
from __future__ import nested_scopes, generators, division
from __future__ import absolute_import, with_statement, print_function
from __future__ import (unicode_literals,
                        generator_stop)
from __future__ import annotations as ann
import __future__

print(1 / 2, 7 // 2)
print(ann)
print(__future__.annotations)
print(__future__.division)
print(__future__.all_feature_names)
print(__future__.annotations.getOptionalRelease(), __future__.annotations.getMandatoryRelease())
print(__future__.print_function.compiler_flag, __future__.CO_FUTURE_ANNOTATIONS)
print(type(__future__.generator_stop).__name__)
print(__doc__)
