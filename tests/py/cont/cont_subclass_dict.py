class Config(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)
c = Config(lr=0.1, depth=3)
print(c.lr, c['depth'], c, len(c), isinstance(c, dict))
try:
    c.missing
except AttributeError as e:
    print('AttributeError', e)
class Upper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
u = Upper()
u['a'] = 1
print(u)
print(dict(c), sorted(c.items()))
