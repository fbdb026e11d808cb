def make(base):
    class Derived(base):
        def hello(self): return 'derived ' + super().hello()
    return Derived
class B:
    def hello(self): return 'b'
print(make(B)().hello())
