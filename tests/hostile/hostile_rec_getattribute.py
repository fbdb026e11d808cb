class A:
    def __getattribute__(self, name):
        return getattr(self, name)

A().x
