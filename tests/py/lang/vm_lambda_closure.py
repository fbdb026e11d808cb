def mk(n): return lambda x: x ** n
sq, cube = mk(2), mk(3)
print(sq(3), cube(2))
