class A:
    def __iter__(self):
        return iter(list(self))
list(A())
