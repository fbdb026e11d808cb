class A:
    @property
    def value(self):
        return self._missing
a = A()
print(a.value)
