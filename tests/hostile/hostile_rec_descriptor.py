class D:
    def __get__(self, obj, typ=None):
        return obj.d
class A:
    d = D()
A().d
