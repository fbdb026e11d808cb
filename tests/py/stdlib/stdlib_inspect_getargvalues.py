# inspect.getargvalues / getargs / formatargvalues: what d2l's HyperParameters.save_hyperparameters reads
# from its caller's frame (the arguments of __init__, in order, with their values).
import inspect


class HyperParameters:
    def save_hyperparameters(self, ignore=[]):
        frame = inspect.currentframe().f_back
        _, _, _, local_vars = inspect.getargvalues(frame)
        self.hparams = {k: v for k, v in local_vars.items()
                        if k not in set(ignore + ['self']) and not k.startswith('_')}
        for k, v in self.hparams.items():
            setattr(self, k, v)


class Base(HyperParameters):
    def __init__(self, root='../data', num_workers=4):
        self.save_hyperparameters()


class Model(Base):
    def __init__(self, lr, sigma=0.01, *args, plot=True, **kw):
        super().__init__()
        self.save_hyperparameters(ignore=['kw'])
        inner = 3


m = Model(0.1, 0.5, 7, extra=1)
print(m.hparams, m.lr, m.sigma, m.args, m.plot, hasattr(m, 'kw'))
print(m.root, m.num_workers)


def f(a, b=2, *rest, c=3, **opts):
    fr = inspect.currentframe()
    print(sorted(inspect.getargvalues(fr).locals))  # before `info` is bound (3.13's f_locals is a live view)
    info = inspect.getargvalues(fr)
    print(type(info).__name__, len(info), info.args, info.varargs, info.keywords)
    print(inspect.formatargvalues(*info))
    print(inspect.getargs(fr.f_code))
    a2, v2, k2 = inspect.getargs(f.__code__)
    print(a2, v2, k2)


f(1, 5, 6, q=1)


def g(x, /, y, *, z):
    return inspect.getargvalues(inspect.currentframe())


info = g(1, 2, z=3)
print(info.args, info.varargs, info.keywords, info[0] is info.args)
print(inspect.formatargvalues(info.args, info.varargs, info.keywords, info.locals,
                              formatvalue=lambda v: ':' + str(v)))
try:
    inspect.getargs(3)
except TypeError as e:
    print(type(e).__name__, e)
