try:
    import numpy_missing as np
except ImportError:
    np = None
print(np)
