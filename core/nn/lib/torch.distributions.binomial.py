"""torch.distributions.binomial: Binomial as PyTorch 2.6 defines it, and torch.binomial, the sampler it
uses: PyTorch's CPU kernel draws, element by element in order, 53-bit uniforms from the generator and
runs BTRS (count * min(p, 1-p) >= 10) or geometric-sum inversion below, with the tensor's own float
precision where the kernel computes in it (f32 below), so the samples are bit-exact."""
import math
import struct
import torch
from torch.distributions import constraints
from torch.distributions import _BinaryParams, Distribution, broadcast_all, register_kl

__all__ = ["Binomial"]

_TAIL = (0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
         0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
         0.00925546218271273, 0.00833056343336287)


def _f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def _same(x):
    return x


def _tail(k):
    if k <= 9:
        return _TAIL[int(k)]
    kp1sq = (k + 1) * (k + 1)
    return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1)


def _inversion(count, prob, uni, rnd):
    # counts geometric waiting times until their sum passes count
    logprob = rnd(math.log1p(-prob))
    geom_sum = 0.0
    num = 0.0
    while True:
        u = uni()
        geom_sum += math.ceil(math.log(u) / logprob) if u > 0 else math.inf
        if geom_sum > count:
            return num
        num += 1


def _btrs(count, prob, uni, rnd):
    # Hormann's transformed rejection with the deviations of PyTorch's kernel (no log on V's bound)
    stddev = rnd(math.sqrt(rnd(rnd(count * prob) * rnd(1 - prob))))
    b = 1.15 + 2.53 * stddev
    a = -0.0873 + 0.0248 * b + 0.01 * prob
    c = rnd(count * prob) + 0.5
    v_r = 0.92 - 4.2 / b
    r = rnd(prob / rnd(1 - prob))
    alpha = (2.83 + 5.1 / b) * stddev
    m = math.floor(rnd(rnd(count + 1) * prob))
    while True:
        u = uni() - 0.5
        v = uni()
        us = 0.5 - abs(u)
        k = rnd(math.floor((2 * a / us + b) * u + c))
        if k < 0 or k > count:
            continue
        if us >= 0.07 and v <= v_r:
            return k
        v = math.log(v * alpha / (a / (us * us) + b))
        bound = ((m + 0.5) * math.log((m + 1) / (r * (count - m + 1)))
                 + (count + 1) * math.log((count - m + 1) / rnd(count - k + 1))
                 + (k + 0.5) * math.log(r * rnd(count - k + 1) / rnd(k + 1))
                 + _tail(m) + _tail(count - m) - _tail(k) - _tail(rnd(count - k)))
        if v <= bound:
            return k


def _one(count, prob, uni, rnd):
    if count <= 0.0 or prob <= 0.0:
        return 0.0
    if prob >= 1.0:
        return count
    if prob <= 0.5:
        if rnd(count * prob) >= 10.0:
            return _btrs(count, prob, uni, rnd)
        return _inversion(count, prob, uni, rnd)
    if prob > 0.5:
        q = rnd(1.0 - prob)
        if rnd(count * q) >= 10.0:
            return rnd(count - _btrs(count, q, uni, rnd))
        return rnd(count - _inversion(count, q, uni, rnd))
    return math.nan


def binomial(count, prob, generator=None):
    if not isinstance(count, torch.Tensor):
        raise TypeError(f"binomial(): argument 'count' (position 1) must be Tensor, not {type(count).__name__}")
    if not isinstance(prob, torch.Tensor):
        raise TypeError(f"binomial(): argument 'prob' (position 2) must be Tensor, not {type(prob).__name__}")
    if prob.dtype != count.dtype:
        raise RuntimeError(f"Found dtype {_short(prob.dtype)} but expected {_short(count.dtype)}")
    if not count.dtype.is_floating_point:
        raise RuntimeError(f"\"binomial_cpu\" not implemented for '{_short(count.dtype)}'")
    shape = torch.broadcast_shapes(count.shape, prob.shape)
    if tuple(count.shape) != tuple(shape):
        raise RuntimeError(f"The size of tensor a ({count.shape[-1]}) must match the size of tensor b "
                           f"({prob.shape[-1]}) at non-singleton dimension {len(shape) - 1}")
    rnd = _same if count.dtype == torch.float64 else _f32

    def uni():
        return torch.rand((), dtype=torch.float64, generator=generator).item()
    cs = count.detach().reshape(-1).tolist()
    ps = prob.detach().expand(shape).reshape(-1).tolist()
    out = [_one(c, p, uni, rnd) for c, p in zip(cs, ps)]
    return torch.tensor(out, dtype=count.dtype).reshape(shape)


def _short(dtype):
    return {torch.float32: "Float", torch.float64: "Double", torch.float16: "Half", torch.bfloat16: "BFloat16",
            torch.int64: "Long", torch.int32: "Int", torch.int16: "Short", torch.int8: "Char", torch.uint8: "Byte",
            torch.bool: "Bool"}.get(dtype, str(dtype))


def _clamp_by_zero(x):
    # clamp(x, min=0) with gradient 0.5 at 0
    return (x.clamp(min=0) + x - x.clamp(max=0)) / 2


class Binomial(_BinaryParams, Distribution):
    arg_constraints = {"total_count": constraints.nonnegative_integer, "probs": constraints.unit_interval,
                       "logits": constraints.real}
    has_enumerate_support = True

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            self.total_count, self.probs = broadcast_all(total_count, probs)
            self.total_count = self.total_count.type_as(self.probs)
        else:
            self.total_count, self.logits = broadcast_all(total_count, logits)
            self.total_count = self.total_count.type_as(self.logits)
        self._param = self.probs if probs is not None else self.logits
        super().__init__(self._param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = Binomial.__new__(Binomial) if _instance is None else _instance
        batch_shape = torch.Size(batch_shape)
        new.total_count = self.total_count.expand(batch_shape)
        if "probs" in self.__dict__:
            new.probs = self.probs.expand(batch_shape)
            new._param = new.probs
        if "logits" in self.__dict__:
            new.logits = self.logits.expand(batch_shape)
            new._param = new.logits
        Distribution.__init__(new, batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def _new(self, *args, **kwargs):
        return self._param.new(*args, **kwargs)

    @property
    def support(self):
        return constraints.integer_interval(0, self.total_count)

    @property
    def mean(self):
        return self.total_count * self.probs

    @property
    def mode(self):
        return ((self.total_count + 1) * self.probs).floor().clamp(max=self.total_count)

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return binomial(self.total_count.expand(shape), self.probs.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        log_factorial_n = torch.lgamma(self.total_count + 1)
        log_factorial_k = torch.lgamma(value + 1)
        log_factorial_nmk = torch.lgamma(self.total_count - value + 1)
        normalize_term = (self.total_count * _clamp_by_zero(self.logits)
                          + self.total_count * torch.log1p(torch.exp(-torch.abs(self.logits)))
                          - log_factorial_n)
        return value * self.logits - log_factorial_k - log_factorial_nmk - normalize_term

    def entropy(self):
        total_count = int(self.total_count.max())
        if not self.total_count.min() == total_count:
            raise NotImplementedError("Inhomogeneous total count not supported by `entropy`.")
        log_prob = self.log_prob(self.enumerate_support(False))
        return -(torch.exp(log_prob) * log_prob).sum(0)

    def enumerate_support(self, expand=True):
        total_count = int(self.total_count.max())
        if not self.total_count.min() == total_count:
            raise NotImplementedError("Inhomogeneous total count not supported by `enumerate_support`.")
        values = torch.arange(1 + total_count, dtype=self._param.dtype, device=self._param.device)
        values = values.view((-1,) + (1,) * len(self._batch_shape))
        if expand:
            values = values.expand((-1,) + self._batch_shape)
        return values


@register_kl(Binomial, Binomial)
def _kl_binomial_binomial(p, q):
    if (p.total_count < q.total_count).any():
        raise NotImplementedError("KL between Binomials where q.total_count > p.total_count is not implemented")
    kl = p.total_count * (p.probs * (p.logits - q.logits) + (-p.probs).log1p() - (-q.probs).log1p())
    inf_idxs = p.total_count > q.total_count
    kl[inf_idxs] = torch.full_like(kl[inf_idxs], math.inf)
    return kl
