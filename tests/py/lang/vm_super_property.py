class A:
    @property
    def name(self): return 'a'
class B(A):
    @property
    def name(self): return 'b/' + super().name
print(B().name)
