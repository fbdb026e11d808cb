class A: pass
a, b = A(), A()
print(a == a, a == b, a != b)
