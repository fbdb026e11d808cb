import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("first", UserWarning)
    warnings.warn("second", DeprecationWarning)
    warnings.warn("first", UserWarning)
    print(len(w))
    for item in w:
        print(item.category.__name__, str(item.message), item.lineno, type(item.message).__name__)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("suppressed")
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("always")
    import math
    warnings.warn("x" * 3)
print([str(m.message) for m in w2])
print(issubclass(w2[0].category, Warning))
