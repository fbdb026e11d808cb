class A: pass
a = A()
print(type(a) is A, isinstance(a, object), A.__name__, A.__bases__)
