class A:
    def __format__(self, spec):
        return f'{self}'

print(f'{A()}')
