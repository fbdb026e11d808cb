# numpy.random: the legacy RandomState API on numpy's MT19937 stream, bit-exact with numpy 2.2
# (seed(n) is init_genrand(n); doubles take 27+26 bits; randn is the polar Box-Muller with the
# second value cached; randint and shuffle use masked rejection on 32-bit draws).
# The raw generator is the `random` module's Mersenne Twister, given numpy's initial state.
import math as _math
import random as _pyrandom
import numpy as _np
import torch as _torch

__all__ = ["seed", "rand", "randn", "randint", "random", "random_sample", "ranf", "sample", "normal", "uniform",
           "choice", "shuffle", "permutation", "standard_normal", "RandomState", "default_rng", "get_state",
           "set_state", "binomial", "poisson", "exponential", "beta", "gamma", "multinomial", "Generator"]


def _init_genrand(s):
    mt = [0] * 624
    mt[0] = s & 0xFFFFFFFF
    for i in range(1, 624):
        mt[i] = (1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & 0xFFFFFFFF
    return mt


def _size_n(size):
    if size is None:
        return None, 1
    if isinstance(size, int) or hasattr(size, "__index__"):
        return (int(size),), int(size)
    shape = tuple(int(x) for x in size)
    n = 1
    for x in shape:
        n *= x
    return shape, n


def _mk(vals, shape, dt):
    t = _torch.tensor(vals, dtype=dt)
    return _np._wrap(t.reshape(shape))


class RandomState:
    """numpy.random.RandomState: MT19937 with numpy's legacy distributions."""

    def __init__(self, seed=None):
        self._r = _pyrandom.Random()
        self.seed(seed)

    def seed(self, seed=None):
        if seed is None:
            seed = 5489
        if isinstance(seed, _np.ndarray):
            seed = int(seed.squeeze().item())
        if isinstance(seed, float):
            raise TypeError("Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'")
        seed = int(seed)
        if seed < 0 or seed > 0xFFFFFFFF:
            raise ValueError("Seed must be between 0 and 2**32 - 1")
        self._r.setstate((3, tuple(_init_genrand(seed)) + (624,), None))
        self._gauss = None

    def get_state(self, legacy=True):
        st = self._r.getstate()[1]
        return ("MT19937", _np.array(list(st[:624]), dtype=_np.uint32 if hasattr(_np, "uint32") else _np.int64),
                st[624], 0 if self._gauss is None else 1, 0.0 if self._gauss is None else self._gauss)

    def set_state(self, state):
        key = [int(x) for x in state[1]]
        self._r.setstate((3, tuple(key) + (int(state[2]),), None))
        self._gauss = state[4] if len(state) > 3 and state[3] else None

    # raw draws
    def _u32(self):
        return self._r.getrandbits(32)

    def _double(self):
        return self._r.random()

    def _gaussian(self):
        if self._gauss is not None:
            g = self._gauss
            self._gauss = None
            return g
        while True:
            x1 = 2.0 * self._r.random() - 1.0
            x2 = 2.0 * self._r.random() - 1.0
            r2 = x1 * x1 + x2 * x2
            if r2 < 1.0 and r2 != 0.0:
                break
        f = _math.sqrt(-2.0 * _math.log(r2) / r2)
        self._gauss = f * x1
        return f * x2

    def _interval(self, mx):
        """A uniform integer in [0, mx] by masked rejection (numpy's random_interval)."""
        if mx == 0:
            return 0
        mask = mx
        for s in (1, 2, 4, 8, 16, 32):
            mask |= mask >> s
        if mx <= 0xFFFFFFFF:
            while True:
                v = self._r.getrandbits(32) & mask
                if v <= mx:
                    return v
        while True:
            v = self._u64() & mask
            if v <= mx:
                return v

    def _u64(self):
        hi = self._r.getrandbits(32)
        lo = self._r.getrandbits(32)
        return (hi << 32) | lo

    # distributions
    def random_sample(self, size=None):
        shape, n = _size_n(size)
        if shape is None:
            return self._double()
        return _mk([self._double() for _ in range(n)], shape, _torch.float64)

    random = random_sample
    ranf = random_sample
    sample = random_sample

    def rand(self, *dims):
        if not dims:
            return self.random_sample()
        return self.random_sample(dims)

    def standard_normal(self, size=None):
        shape, n = _size_n(size)
        if shape is None:
            return self._gaussian()
        return _mk([self._gaussian() for _ in range(n)], shape, _torch.float64)

    def randn(self, *dims):
        if not dims:
            return self.standard_normal()
        return self.standard_normal(dims)

    def normal(self, loc=0.0, scale=1.0, size=None):
        if isinstance(loc, (_np.ndarray, list)) or isinstance(scale, (_np.ndarray, list)):
            loc_a, scale_a = _np.asarray(loc), _np.asarray(scale)
            if size is None:
                size = _np.broadcast_to(loc_a + scale_a, None).shape if False else (loc_a + scale_a).shape
            g = self.standard_normal(size)
            return loc_a + scale_a * g
        if scale < 0:
            raise ValueError("scale < 0")
        shape, n = _size_n(size)
        if shape is None:
            return loc + scale * self._gaussian()
        return _mk([loc + scale * self._gaussian() for _ in range(n)], shape, _torch.float64)

    def uniform(self, low=0.0, high=1.0, size=None):
        rng = high - low
        shape, n = _size_n(size)
        if shape is None:
            return low + rng * self._double()
        return _mk([low + rng * self._double() for _ in range(n)], shape, _torch.float64)

    def randint(self, low, high=None, size=None, dtype=int):
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        if low > high - 1:
            raise ValueError("low >= high")
        d = _np._dt(dtype)
        rng = high - 1 - low
        shape, n = _size_n(size)
        if rng == 0:
            vals = [low] * n
        elif rng <= 0xFFFFFFFF:
            if rng == 0xFFFFFFFF:
                vals = [low + self._r.getrandbits(32) for _ in range(n)]
            else:
                mask = rng
                for s in (1, 2, 4, 8, 16):
                    mask |= mask >> s
                vals = []
                for _ in range(n):
                    while True:
                        v = self._r.getrandbits(32) & mask
                        if v <= rng:
                            break
                    vals.append(low + v)
        else:
            mask = rng
            for s in (1, 2, 4, 8, 16, 32):
                mask |= mask >> s
            vals = []
            for _ in range(n):
                while True:
                    v = self._u64() & mask
                    if v <= rng:
                        break
                vals.append(low + v)
        if shape is None:
            return vals[0] if d is _np._d_int64 else _np._scalar(d, vals[0])
        return _mk(vals, shape, d._t)

    def random_integers(self, low, high=None, size=None):
        if high is None:
            low, high = 1, low
        return self.randint(low, high + 1, size)

    def shuffle(self, x):
        n = len(x)
        if isinstance(x, _np.ndarray):
            t = x._t
            for i in range(n - 1, 0, -1):
                j = self._interval(i)
                if t.dim() == 1:
                    a, b = t[i].item(), t[j].item()
                    t[i] = b
                    t[j] = a
                else:
                    tmp = t[i].clone()
                    t[i] = t[j]
                    t[j] = tmp
            return None
        for i in range(n - 1, 0, -1):
            j = self._interval(i)
            x[i], x[j] = x[j], x[i]
        return None

    def permutation(self, x):
        if isinstance(x, int) or isinstance(x, _np.integer):
            arr = _np.arange(int(x))
        else:
            arr = _np.array(x)
        self.shuffle(arr)
        return arr

    def choice(self, a, size=None, replace=True, p=None):
        if isinstance(a, int) or isinstance(a, _np.integer):
            pop = int(a)
            arr = None
            if pop <= 0:
                raise ValueError("a must be a positive integer unless no samples are taken")
        elif isinstance(a, (list, tuple)) and a and isinstance(a[0], str):
            # strings: the engine's arrays hold numbers only, so pick from the Python list
            idx = self.choice(len(a), size, replace, p)
            if size is None:
                return a[idx]
            return [a[i] for i in idx.tolist()]
        else:
            arr = _np.array(a)
            if arr.ndim != 1:
                raise ValueError("a must be 1-dimensional")
            pop = arr.shape[0]
            if pop == 0:
                raise ValueError("'a' cannot be empty unless no samples are taken")
        shape, n = _size_n(size)
        if p is not None:
            pa = _np.asarray(p, dtype=float)
            if pa.ndim != 1:
                raise ValueError("'p' must be 1-dimensional")
            if pa.size != pop:
                raise ValueError("'a' and 'p' must have same size")
            if bool((pa._t < 0).any()):
                raise ValueError("probabilities are not non-negative")
            if abs(float(pa._t.sum()) - 1.0) > 1.4901161193847656e-08:
                raise ValueError("probabilities do not sum to 1")
        if replace:
            if p is not None:
                cdf = _torch.cumsum(pa._t, 0)
                cdf = cdf / cdf[-1]
                u = [self._double() for _ in range(n)]
                ut = _torch.tensor(u, dtype=_torch.float64)
                idx_t = _torch.searchsorted(cdf, ut, right=True)
                idx = idx_t.tolist()
            else:
                idx = [self._interval_randint(pop) for _ in range(n)]
        else:
            if n > pop:
                raise ValueError("Cannot take a larger sample than population when 'replace=False'")
            if p is not None:
                if int((pa._t > 0).sum()) < n:
                    raise ValueError("Fewer non-zero entries in p than size")
                found = []
                pw = pa._t.clone()
                while len(found) < n:
                    x = pw.clone()
                    if found:
                        x[_torch.tensor(found)] = 0
                    cdf = _torch.cumsum(x, 0)
                    cdf = cdf / cdf[-1]
                    m = n - len(found)
                    u = _torch.tensor([self._double() for _ in range(m)], dtype=_torch.float64)
                    new = _torch.searchsorted(cdf, u, right=True).tolist()
                    seen = set()
                    uniq = []
                    for v in new:
                        if v not in seen:
                            seen.add(v)
                            uniq.append(v)
                    found += uniq
                idx = found[:n]
            else:
                idx = self.permutation(pop)._t[:n].tolist()
        if shape is None:
            i = idx[0]
            return i if arr is None else arr[i]
        it = _torch.tensor(idx, dtype=_torch.int64).reshape(shape)
        if arr is None:
            return _np._wrap(it)
        return _np._wrap(arr._t[it])

    def _interval_randint(self, pop):
        rng = pop - 1
        if rng == 0:
            return 0
        mask = rng
        for s in (1, 2, 4, 8, 16):
            mask |= mask >> s
        while True:
            v = self._r.getrandbits(32) & mask
            if v <= rng:
                return v

    def exponential(self, scale=1.0, size=None):
        shape, n = _size_n(size)
        vals = [-_math.log(1.0 - self._double()) * scale for _ in range(n)]
        if shape is None:
            return _np.float64(vals[0])
        return _mk(vals, shape, _torch.float64)

    def binomial(self, n, p, size=None):
        # not numpy's BTPE stream: a sum of Bernoulli draws (distribution right, numbers differ)
        shape, cnt = _size_n(size)
        vals = [sum(1 for _ in range(int(n)) if self._double() < p) for _ in range(cnt)]
        if shape is None:
            return _np.int64(vals[0])
        return _mk(vals, shape, _torch.int64)

    def poisson(self, lam=1.0, size=None):
        shape, cnt = _size_n(size)
        vals = []
        for _ in range(cnt):
            L = _math.exp(-lam)
            k = 0
            prod = self._double()
            while prod > L:
                k += 1
                prod *= self._double()
            vals.append(k)
        if shape is None:
            return _np.int64(vals[0])
        return _mk(vals, shape, _torch.int64)


_rs = RandomState()


def seed(s=None):
    _rs.seed(s)


def get_state(legacy=True):
    return _rs.get_state()


def set_state(state):
    _rs.set_state(state)


def rand(*dims):
    return _rs.rand(*dims)


def randn(*dims):
    return _rs.randn(*dims)


def random_sample(size=None):
    return _rs.random_sample(size)


random = random_sample
ranf = random_sample
sample = random_sample


def standard_normal(size=None):
    return _rs.standard_normal(size)


def normal(loc=0.0, scale=1.0, size=None):
    return _rs.normal(loc, scale, size)


def uniform(low=0.0, high=1.0, size=None):
    return _rs.uniform(low, high, size)


def randint(low, high=None, size=None, dtype=int):
    return _rs.randint(low, high, size, dtype)


def random_integers(low, high=None, size=None):
    return _rs.random_integers(low, high, size)


def choice(a, size=None, replace=True, p=None):
    return _rs.choice(a, size, replace, p)


def shuffle(x):
    return _rs.shuffle(x)


def permutation(x):
    return _rs.permutation(x)


def exponential(scale=1.0, size=None):
    return _rs.exponential(scale, size)


def binomial(n, p, size=None):
    return _rs.binomial(n, p, size)


def poisson(lam=1.0, size=None):
    return _rs.poisson(lam, size)


class Generator:
    """numpy.random.Generator: not numpy's PCG64 stream (values differ from numpy), same API."""

    def __init__(self, seed=None):
        self._rs = RandomState(0 if seed is None else int(seed) & 0xFFFFFFFF)

    def random(self, size=None):
        return self._rs.random_sample(size)

    def normal(self, loc=0.0, scale=1.0, size=None):
        return self._rs.normal(loc, scale, size)

    def standard_normal(self, size=None):
        return self._rs.standard_normal(size)

    def uniform(self, low=0.0, high=1.0, size=None):
        return self._rs.uniform(low, high, size)

    def integers(self, low, high=None, size=None):
        return self._rs.randint(low, high, size)

    def choice(self, a, size=None, replace=True, p=None):
        return self._rs.choice(a, size, replace, p)

    def shuffle(self, x):
        return self._rs.shuffle(x)

    def permutation(self, x):
        return self._rs.permutation(x)


def default_rng(seed=None):
    return Generator(seed)
