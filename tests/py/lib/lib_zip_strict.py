print(list(zip([1, 2], [3, 4], strict=True)))
try:
    list(zip([1, 2, 3], [4, 5], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1], [4, 5], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1, 2], [4, 5], [6], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(zip([1, 2], [4, 5], [6, 7, 8], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
try:
    zip(1)
except TypeError as e:
    print(type(e).__name__, e)
