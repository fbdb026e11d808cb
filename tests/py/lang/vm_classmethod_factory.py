class Shape:
    registry = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Shape.registry[cls.__name__] = cls
    @classmethod
    def create(cls, name): return cls.registry[name]()
class Sq(Shape): pass
class Ci(Shape): pass
print(sorted(Shape.registry), type(Shape.create('Sq')).__name__)
