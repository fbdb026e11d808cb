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
        if isinstance(low, (_np.ndarray, list, tuple)) or isinstance(high, (_np.ndarray, list, tuple)):
            # array bounds: one draw per element of the broadcast shape (or of size), in C order
            low_a, high_a = _np.asarray(low, dtype=_np.float64), _np.asarray(high, dtype=_np.float64)
            if size is None:
                size = (low_a + high_a).shape
            return low_a + (high_a - low_a) * self.random_sample(size)
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
                raise ValueError("a must be greater than 0 unless no samples are taken")
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


_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF
_M128 = (1 << 128) - 1


def _seed_words(n):
    """An int entropy as little-endian uint32 words (numpy's _coerce_to_uint32_array)."""
    if n < 0:
        raise ValueError("expected non-negative integer")
    words = []
    while True:
        words.append(n & _M32)
        n >>= 32
        if not n:
            return words


class SeedSequence:
    """numpy.random.SeedSequence: hashes the entropy into a 4-word pool (the mixing of
    M.E. O'Neill's seed_seq), then generates state words from the pool."""

    def __init__(self, entropy=None):
        if entropy is None:
            entropy = 0
        self.entropy = entropy
        ent = _seed_words(int(entropy))
        pool = [0, 0, 0, 0]
        hc = [0x43b0d7e5]

        def hashmix(v):
            v = (v ^ hc[0]) & _M32
            hc[0] = (hc[0] * 0x931e8875) & _M32
            v = (v * hc[0]) & _M32
            return v ^ (v >> 16)

        def mix(x, y):
            r = (0xca01f9dd * x - 0x4973f715 * y) & _M32
            return r ^ (r >> 16)

        for i in range(4):
            pool[i] = hashmix(ent[i] if i < len(ent) else 0)
        for i_src in range(4):
            for i_dst in range(4):
                if i_src != i_dst:
                    pool[i_dst] = mix(pool[i_dst], hashmix(pool[i_src]))
        for i_src in range(4, len(ent)):
            for i_dst in range(4):
                pool[i_dst] = mix(pool[i_dst], hashmix(ent[i_src]))
        self.pool = pool

    def generate_state(self, n_words, dtype=None, wide=False):
        """n_words uint32 words (uint64 ones, low word first, if wide)."""
        n32 = n_words * 2 if wide else n_words
        hc = 0x8b51f9dd
        out = []
        for i in range(n32):
            v = self.pool[i % 4] ^ hc
            hc = (hc * 0x58f38ded) & _M32
            v = (v * hc) & _M32
            out.append(v ^ (v >> 16))
        if wide:
            return [out[2 * i] | (out[2 * i + 1] << 32) for i in range(n_words)]
        return out


class PCG64:
    """numpy.random.PCG64: the 128-bit LCG with the XSL-RR output, seeded by a SeedSequence."""

    _MULT = 0x2360ED051FC65DA44385DF649FCCF645

    def __init__(self, seed=None):
        ss = seed if isinstance(seed, SeedSequence) else SeedSequence(seed)
        v = ss.generate_state(4, wide=True)
        initstate = (v[0] << 64) | v[1]
        initseq = (v[2] << 64) | v[3]
        # pcg's srandom: state 0, one step, add the seed, one more step
        self._inc = ((initseq << 1) | 1) & _M128
        self._state = (self._inc + initstate) & _M128
        self._state = (self._state * self._MULT + self._inc) & _M128
        self._has32 = False
        self._u32 = 0

    def next64(self):
        self._state = (self._state * self._MULT + self._inc) & _M128
        st = self._state
        rot = st >> 122
        x = ((st >> 64) ^ st) & _M64
        return ((x >> rot) | (x << ((64 - rot) & 63))) & _M64

    def next32(self):
        if self._has32:
            self._has32 = False
            return self._u32
        n = self.next64()
        self._has32 = True
        self._u32 = n >> 32
        return n & _M32

    def next_double(self):
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)


def _zig_tables():
    """The 256-box ziggurat of the standard normal (numpy's ki/wi/fi tables), computed."""
    r = 3.6541528853610088
    v = 0.00492867323399
    f = lambda x: _math.exp(-0.5 * x * x)
    m1 = 2.0 ** 52
    ki = [0] * 256
    wi = [0.0] * 256
    fi = [0.0] * 256
    q = v / f(r)
    ki[0] = int((r / q) * m1)
    ki[1] = 0
    wi[0] = q / m1
    wi[255] = r / m1
    fi[0] = 1.0
    fi[255] = f(r)
    dn = r
    tn = r
    for i in range(254, 0, -1):
        dn = _math.sqrt(-2.0 * _math.log(v / dn + f(dn)))
        ki[i + 1] = int((dn / tn) * m1)
        tn = dn
        fi[i] = f(dn)
        wi[i] = dn / m1
    return ki, wi, fi, r


_ZIG = None


def _lemire(draw, rng, mask, bits):
    """Lemire's multiply-and-reject: a uniform integer in [0, rng] from `bits`-bit draws
    (rng < mask), drawing as numpy does."""
    excl = rng + 1
    m = draw() * excl
    left = m & mask
    if left < excl:
        thr = (mask - rng) % excl
        while left < thr:
            m = draw() * excl
            left = m & mask
    return m >> bits


class Generator:
    """numpy.random.Generator over PCG64: random, integers (Lemire's bounded method), normal
    (the ziggurat), uniform, choice, permutation, shuffle."""

    def __init__(self, bit_generator):
        self.bit_generator = bit_generator
        self._bg = bit_generator

    def __repr__(self):
        return "Generator(PCG64)"

    def _normal1(self):
        global _ZIG
        if _ZIG is None:
            _ZIG = _zig_tables()
        ki, wi, fi, zr = _ZIG
        bg = self._bg
        while True:
            r = bg.next64()
            idx = r & 0xFF
            r >>= 8
            sign = r & 1
            rabs = (r >> 1) & 0x000FFFFFFFFFFFFF
            x = rabs * wi[idx]
            if sign:
                x = -x
            if rabs < ki[idx]:
                return x
            if idx == 0:
                while True:
                    xx = -(1.0 / zr) * _math.log1p(-bg.next_double())
                    yy = -_math.log1p(-bg.next_double())
                    if yy + yy > xx * xx:
                        return -(zr + xx) if (rabs >> 8) & 1 else zr + xx
            elif (fi[idx - 1] - fi[idx]) * bg.next_double() + fi[idx] < _math.exp(-0.5 * x * x):
                return x

    def _bounded(self, rng):
        """A uniform integer in [0, rng] (numpy's random_bounded_uint64, Lemire's method)."""
        bg = self._bg
        if rng == 0:
            return 0
        if rng <= _M32:
            return bg.next32() if rng == _M32 else _lemire(bg.next32, rng, _M32, 32)
        return bg.next64() if rng == _M64 else _lemire(bg.next64, rng, _M64, 64)

    def random(self, size=None, dtype=None):
        shape, n = _size_n(size)
        if shape is None:
            return self._bg.next_double()
        return _mk([self._bg.next_double() for _ in range(n)], shape, _torch.float64)

    def standard_normal(self, size=None):
        shape, n = _size_n(size)
        if shape is None:
            return self._normal1()
        return _mk([self._normal1() for _ in range(n)], shape, _torch.float64)

    def normal(self, loc=0.0, scale=1.0, size=None):
        shape, n = _size_n(size)
        if shape is None:
            return loc + scale * self._normal1()
        return _mk([loc + scale * self._normal1() for _ in range(n)], shape, _torch.float64)

    def uniform(self, low=0.0, high=1.0, size=None):
        if isinstance(low, (_np.ndarray, list, tuple)) or isinstance(high, (_np.ndarray, list, tuple)):
            # array bounds: one draw per element of the broadcast shape (or of size), in C order
            low_a, high_a = _np.asarray(low, dtype=_np.float64), _np.asarray(high, dtype=_np.float64)
            if size is None:
                size = (low_a + high_a).shape
            return low_a + (high_a - low_a) * self.random(size)
        rng = high - low
        shape, n = _size_n(size)
        if shape is None:
            return low + rng * self._bg.next_double()
        return _mk([low + rng * self._bg.next_double() for _ in range(n)], shape, _torch.float64)

    def integers(self, low, high=None, size=None, dtype=None, endpoint=False):
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        if not endpoint:
            high -= 1
        if low > high:
            raise ValueError("low > high" if endpoint else "low >= high")
        shape, n = _size_n(size)
        vals = [low + self._bounded(high - low) for _ in range(n)]
        if shape is None:
            return _np.int64(vals[0])
        return _mk(vals, shape, _torch.int64)

    def choice(self, a, size=None, replace=True, p=None, shuffle=True):
        if isinstance(a, int) or isinstance(a, _np.integer):
            pop, arr = int(a), None
        else:
            arr = _np.array(a)
            pop = arr.shape[0]
        shape, n = _size_n(size)
        if p is not None or not replace:
            raise NotImplementedError("nnscope's Generator.choice supports replace=True without p only")
        idx = [self._bounded(pop - 1) for _ in range(n)]
        if shape is None:
            return _np.int64(idx[0]) if arr is None else arr[idx[0]]
        it = _torch.tensor(idx, dtype=_torch.int64).reshape(shape)
        return _np._wrap(it) if arr is None else _np._wrap(arr._t[it])

    def _interval(self, mx):
        """A uniform integer in [0, mx] by masked rejection (numpy's random_interval)."""
        if mx == 0:
            return 0
        mask = mx
        for s in (1, 2, 4, 8, 16, 32):
            mask |= mask >> s
        while True:
            v = (self._bg.next32() if mx <= _M32 else self._bg.next64()) & mask
            if v <= mx:
                return v

    def shuffle(self, x):
        n = len(x)
        for i in range(n - 1, 0, -1):
            j = self._interval(i)
            if isinstance(x, _np.ndarray):
                t = x._t
                tmp = t[i].clone()
                t[i] = t[j]
                t[j] = tmp
            else:
                x[i], x[j] = x[j], x[i]

    def permutation(self, x):
        arr = _np.arange(int(x)) if isinstance(x, int) else _np.array(x)
        self.shuffle(arr)
        return arr


def default_rng(seed=None):
    if isinstance(seed, Generator):
        return seed
    if isinstance(seed, PCG64):
        return Generator(seed)
    return Generator(PCG64(seed))
