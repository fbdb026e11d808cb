REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.registered_as = name
        return cls
    return deco
@register('relu')
class ReLU:
    def __call__(self, x): return max(0, x)
@register('id')
class Identity:
    def __call__(self, x): return x
print({k: v.__name__ for k, v in REGISTRY.items()}, REGISTRY['relu']()(-3), ReLU.registered_as)
