# torch.distributions.transforms: a SAC-style tanh-squashed Normal policy, affine/sigmoid/compose transforms,
# inverses, caching, log_abs_det_jacobian, TransformedDistribution shapes, cdf/icdf.
import torch
import torch.nn as nn
from torch.distributions import Normal, Independent, TransformedDistribution, Uniform, LogNormal
from torch.distributions.transforms import (TanhTransform, AffineTransform, SigmoidTransform, ExpTransform,
                                            ComposeTransform)

torch.manual_seed(0)
x = torch.tensor([-2.0, -0.3, 0.0, 0.7, 3.0])
for t in (TanhTransform(), SigmoidTransform(), ExpTransform(), AffineTransform(1.0, -2.0),
          AffineTransform(torch.tensor(0.5), torch.tensor(3.0))):
    y = t(x)
    print(t, y, t.inv(y), t.log_abs_det_jacobian(x, y), t.inv, t.inv.inv is t, t.sign, t.domain, t.codomain)
ct = ComposeTransform([AffineTransform(0.0, 2.0), TanhTransform()])
print(ct, ct(x), ct.inv(ct(x)), ct.log_abs_det_jacobian(x, ct(x)), ct.domain, ct.codomain, ct.inv)
cached = TanhTransform(cache_size=1)
y = cached(x)
print(cached.inv(y) is x, TanhTransform().inv(TanhTransform()(x)) is x)
mu = nn.Linear(3, 2)
obs = torch.randn(4, 3)
base = Normal(mu(obs), torch.full((4, 2), 0.6))
pi = TransformedDistribution(base, [TanhTransform(cache_size=1)])
a = pi.rsample()
logp = pi.log_prob(a).sum(-1)
print(pi.batch_shape, pi.event_shape, a, logp, pi.support)
logp.sum().backward()
print(mu.weight.grad)
u = base.rsample()
a2 = torch.tanh(u)
logp2 = (base.log_prob(u) - torch.log(1 - a2.pow(2) + 1e-6)).sum(-1)
print(logp2)
sq = TransformedDistribution(Independent(Normal(torch.zeros(3), torch.ones(3)), 1),
                             [AffineTransform(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([1.0, 0.5, 2.0]), event_dim=1)])
v = sq.sample((2,))
print(sq.batch_shape, sq.event_shape, v.shape, sq.log_prob(v).shape, sq.log_prob(torch.tensor([0.1, 0.2, 0.3])))
logistic = TransformedDistribution(Uniform(torch.tensor([0.0]), torch.tensor([1.0])),
                                   [SigmoidTransform().inv, AffineTransform(loc=torch.tensor([0.5]), scale=torch.tensor([2.0]))])
print(logistic.sample((3,)), logistic.log_prob(torch.tensor([0.3])), logistic.cdf(torch.tensor([0.3])),
      logistic.icdf(torch.tensor([0.25])))
flip = TransformedDistribution(Normal(0.0, 1.0), [AffineTransform(0.0, -1.0)])
print(flip.cdf(torch.tensor([0.5])), flip.icdf(torch.tensor([0.8])), flip.expand((3,)).sample().shape)
ln = LogNormal(torch.zeros(2), torch.ones(2))
print(ln.cdf(torch.tensor([1.0, 2.0])), ln.icdf(torch.tensor([0.5, 0.9])), ln.expand((3, 2)).batch_shape)
try:
    TransformedDistribution(Normal(0.0, 1.0), "exp")
except ValueError as err:
    print(type(err).__name__, err)
