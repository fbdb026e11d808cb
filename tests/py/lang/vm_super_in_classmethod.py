class A:
    @classmethod
    def make(cls): return f'A.make({cls.__name__})'
class B(A):
    @classmethod
    def make(cls): return 'B+' + super().make()
print(B.make())
