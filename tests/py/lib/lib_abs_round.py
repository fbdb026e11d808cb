print(abs(-3), abs(3.5), abs(-0.0), abs(True))
print(round(2.5), round(3.5), round(-2.5), round(0.5))
print(round(3.14159, 2), round(2.675, 2), round(1.005, 2))
print(round(1234.5678, -2), round(1250, -2), round(1350, -2))
print(round(7), round(7.0), type(round(7.0)), type(round(7.0, 1)))
print(round(-1.5), round(1e20), round(0.125, 2), round(0.375, 2))
print(round(5, 1), round(123, -1))
class R:
    def __round__(self, n=None):
        return "rounded" if n is None else n
print(round(R()), round(R(), 3))
for bad in ("a", [1]):
    try:
        round(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    abs("x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    round(float("inf"))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    round(float("nan"))
except ValueError as e:
    print(type(e).__name__, e)
