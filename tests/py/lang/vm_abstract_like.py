class Base:
    def area(self): raise NotImplementedError('subclass must implement')
class Sq(Base):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
for o in [Sq(3), Base()]:
    try:
        print(o.area())
    except NotImplementedError as e:
        print('NotImplementedError:', e)
