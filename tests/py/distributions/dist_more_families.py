# torch.distributions: Chi2, StudentT (chi2 draws through _standard_gamma), HalfNormal, Cauchy, Gumbel,
# Geometric and a Gaussian mixture (MixtureSameFamily): samples, densities, moments, reprs, expand.
import torch
from torch.distributions import (Chi2, StudentT, HalfNormal, Cauchy, Gumbel, Geometric, MixtureSameFamily,
                                 Categorical, Normal, Independent, MultivariateNormal)
from torch.distributions.studentT import StudentT as T2

torch.manual_seed(0)
c = Chi2(torch.tensor([1.0, 4.0]))
print(c, c.df, c.sample((2,)), c.mean, c.variance, c.log_prob(torch.tensor([0.5, 3.0])), c.entropy())
t = StudentT(torch.tensor([0.8, 1.5, 5.0]), torch.tensor([0.0, 1.0, -1.0]), torch.tensor([1.0, 2.0, 0.5]))
print(t, t.sample(), t.rsample((2,)), t.mean, t.mode, t.variance, t.entropy(), t.log_prob(torch.tensor([0.1, 0.2, 0.3])))
print(StudentT(3.0).sample((3,)), T2 is StudentT, StudentT(3.0).expand((2,)).sample().shape)
h = HalfNormal(torch.tensor([1.0, 2.0]))
print(h, h.sample((2,)), h.mean, h.mode, h.variance, h.entropy(), h.log_prob(torch.tensor([0.5, 1.0])),
      h.cdf(torch.tensor([0.5, 1.0])), h.icdf(torch.tensor([0.3, 0.6])), h.scale)
ca = Cauchy(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
print(ca, ca.sample(), ca.rsample((2,)), ca.mean, ca.mode, ca.variance, ca.entropy(),
      ca.log_prob(torch.tensor([0.5, 0.5])), ca.cdf(torch.tensor([0.5, 0.5])), ca.icdf(torch.tensor([0.25, 0.75])))
gu = Gumbel(torch.tensor([0.0, 2.0]), torch.tensor([1.0, 0.5]))
print(gu, gu.sample(), gu.sample((2,)), gu.mean, gu.mode, gu.stddev, gu.variance, gu.entropy(),
      gu.log_prob(torch.tensor([0.5, 2.5])), gu.expand((3, 2)).sample().shape)
print(Gumbel(0.0, 1.0).sample((3,)))
ge = Geometric(torch.tensor([0.2, 0.7]))
print(ge, ge.sample(), ge.sample((3,)), ge.mean, ge.mode, ge.variance, ge.entropy(),
      ge.log_prob(torch.tensor([0.0, 3.0])), Geometric(logits=torch.tensor(0.5)).probs)
try:
    Geometric(torch.tensor([0.0, 0.5]))
except ValueError as err:
    print(type(err).__name__, err)
mix = Categorical(torch.tensor([0.3, 0.5, 0.2]))
comp = Normal(torch.tensor([-2.0, 0.0, 3.0]), torch.tensor([0.5, 1.0, 0.3]))
gmm = MixtureSameFamily(mix, comp)
print(gmm, gmm.batch_shape, gmm.event_shape, gmm.sample((4,)), gmm.mean, gmm.variance,
      gmm.log_prob(torch.tensor([0.0, 2.9])), gmm.cdf(torch.tensor([0.0])))
comp2 = Independent(Normal(torch.randn(4, 3, 2), torch.rand(4, 3, 2) + 0.5), 1)
gmm2 = MixtureSameFamily(Categorical(logits=torch.randn(4, 3)), comp2)
print(gmm2.batch_shape, gmm2.event_shape, gmm2.sample((2,)).shape, gmm2.log_prob(torch.zeros(4, 2)), gmm2.mean.shape)
gmm3 = MixtureSameFamily(Categorical(torch.ones(2)), MultivariateNormal(torch.zeros(2, 2), torch.eye(2).expand(2, 2, 2)))
print(gmm3.sample((3,)), gmm3.log_prob(torch.ones(2)), gmm3.expand((5,)).sample().shape)
for bad in (lambda: MixtureSameFamily(Normal(0.0, 1.0), comp), lambda: MixtureSameFamily(mix, Normal(torch.zeros(2), torch.ones(2)))):
    try:
        bad()
    except ValueError as err:
        print(type(err).__name__, err)
