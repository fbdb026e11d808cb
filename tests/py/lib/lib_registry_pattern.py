from functools import partial
REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco
@register("relu")
class ReLU:
    def __call__(self, x):
        return max(0.0, x)
@register("leaky")
class Leaky:
    def __init__(self, slope=0.01):
        self.slope = slope
    def __call__(self, x):
        return x if x > 0 else self.slope * x
print(sorted(REGISTRY))
act = REGISTRY["leaky"](slope=0.1)
print([act(v) for v in (-2.0, 3.0)])
make = partial(REGISTRY["leaky"], slope=0.5)
print(make()(-1.0), type(make()).__name__)
print(list(map(REGISTRY["relu"](), [-1.0, 0.5])))
