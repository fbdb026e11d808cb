class A:
    def __init__(self): self.value = 1
a = A()
for name in ['valeu', 'missing']:
    try:
        getattr(a, name)
    except AttributeError as e:
        print(e)
try:
    (5).foo
except AttributeError as e:
    print(e)
try:
    A.nothing
except AttributeError as e:
    print(e)
