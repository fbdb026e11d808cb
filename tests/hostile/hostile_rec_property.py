class A:
    @property
    def x(self):
        return self.x + 1
A().x
