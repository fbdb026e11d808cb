x: int = 5
y: str
def f(a: int, b: 'str' = 'x') -> bool:
    return True
class C:
    n: int = 0
    m: float
print(x, f(1), C.n, C.__annotations__, __annotations__)
