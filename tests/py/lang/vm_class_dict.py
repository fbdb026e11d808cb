class A:
    a = 1
    def m(self): pass
print(sorted(k for k in A.__dict__ if not k.startswith('__')), A.__module__)
obj = A(); obj.z = 3
print(obj.__dict__, vars(obj))
