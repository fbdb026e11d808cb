# numpy 2 removed aliases: np.float, np.int (deprecated builtins), np.float_, np.NaN ... (removed in 2.0)
import numpy as np
for n in ("float", "int", "bool", "object", "float_", "NaN", "Inf", "product", "foo"):
    try:
        getattr(np, n)
        print(n, "ok")
    except AttributeError as e:
        print(repr(str(e)))
for n in ("complex", "str", "long", "unicode", "NINF", "PINF", "infty", "Infinity", "complex_", "unicode_", "string_", "round_", "alltrue", "sometrue", "cumproduct", "mat"):
    try:
        getattr(np, n)
        print(n, "ok")
    except AttributeError as e:
        print(n, repr(str(e)))
