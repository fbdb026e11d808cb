print(divmod(7, 2), divmod(-7, 2), divmod(7, -2))
print(divmod(7.5, 2), divmod(-7.5, 2))
print(pow(2, 10), pow(2, -1), pow(2.0, 3), pow(2, 10, 1000), pow(3, 4, 5))
print(pow(-2, 3), pow(2, 0.5))
print(pow(3, -1, 7))
for args in [(1, 0), (1.0, 0), (1, 0.0)]:
    try:
        divmod(*args)
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pow(2.0, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    divmod("a", 1)
except TypeError as e:
    print(type(e).__name__, e)
