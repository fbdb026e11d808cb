# torch.distributions: Gamma/Beta/Dirichlet sampling (PyTorch's _standard_gamma draws), Independent,
# Exponential, OneHotCategorical, MultivariateNormal, Laplace, LogNormal, Poisson: values, shapes, reprs.
import torch
from torch.distributions import (Gamma, Beta, Dirichlet, Exponential, OneHotCategorical, Independent, Normal,
                                 MultivariateNormal, Laplace, LogNormal, Poisson, Categorical, Bernoulli, Uniform)

torch.manual_seed(0)
g = Gamma(torch.tensor([0.5, 2.0, 9.0]), torch.tensor([1.0, 0.5, 3.0]))
print(g, g.batch_shape, g.event_shape)
print(g.sample(), g.sample((2,)), g.mean, g.mode, g.variance, g.stddev, g.entropy())
print(g.log_prob(torch.tensor([0.3, 1.0, 2.0])))
print(Gamma(2.0, 3.0), Gamma(2.0, 3.0).sample((4,)))
b = Beta(torch.tensor([0.5, 2.0]), torch.tensor([1.5, 3.0]))
print(b, b.sample(), b.sample((3,)), b.mean, b.mode, b.variance, b.entropy(), b.log_prob(torch.tensor([0.2, 0.6])))
print(Beta(2.0, 5.0).sample((3,)), Beta(2.0, 5.0).concentration1)
d = Dirichlet(torch.tensor([[1.0, 2.0, 3.0], [0.5, 0.5, 4.0]]))
print(d, d.batch_shape, d.event_shape, d.sample(), d.sample((2,)).shape, d.mean, d.variance, d.entropy())
print(d.log_prob(torch.tensor([0.2, 0.3, 0.5])))
print(Dirichlet(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)).sample((2,)))
e = Exponential(torch.tensor([0.5, 2.0]))
print(e, e.rsample((3,)), e.mean, e.mode, e.stddev, e.variance, e.entropy(), e.cdf(torch.tensor([1.0, 1.0])),
      e.icdf(torch.tensor([0.5, 0.9])), e.log_prob(torch.tensor([0.1, 3.0])))
print(Exponential(3.0), Exponential(3.0).sample((2,)))
oh = OneHotCategorical(logits=torch.tensor([[0.1, 2.0, -1.0], [0.0, 0.0, 0.0]]))
print(oh, oh.batch_shape, oh.event_shape, oh.sample(), oh.sample((2,)), oh.mean, oh.mode, oh.variance,
      oh.entropy(), oh.log_prob(torch.tensor([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])))
ind = Independent(Normal(torch.zeros(3, 2), torch.ones(3, 2) * 0.5), 1)
print(ind, ind.batch_shape, ind.event_shape, ind.sample().shape, ind.rsample((4,)).shape,
      ind.mean, ind.variance, ind.entropy(), ind.log_prob(torch.ones(3, 2)), ind.has_rsample)
ind2 = Independent(Bernoulli(torch.full((2, 3), 0.3)), 2)
print(ind2, ind2.batch_shape, ind2.event_shape, ind2.log_prob(torch.ones(2, 3)), ind2.entropy())
try:
    Independent(Normal(torch.zeros(3), torch.ones(3)), 2)
except ValueError as err:
    print(type(err).__name__, err)
mvn = MultivariateNormal(torch.tensor([0.0, 1.0]), covariance_matrix=torch.tensor([[2.0, 0.5], [0.5, 1.0]]))
print(mvn, mvn.batch_shape, mvn.event_shape)
print(mvn.sample(), mvn.sample((3,)), mvn.mean, mvn.variance, mvn.entropy())
print(mvn.scale_tril, mvn.covariance_matrix, mvn.precision_matrix)
print(mvn.log_prob(torch.tensor([[0.5, 0.5], [1.0, -1.0]])))
mvn2 = MultivariateNormal(torch.zeros(3, 2), scale_tril=torch.tensor([[1.0, 0.0], [0.3, 0.7]]))
print(mvn2, mvn2.batch_shape, mvn2.rsample((2,)).shape, mvn2.log_prob(torch.ones(3, 2)), mvn2.entropy())
mvn3 = MultivariateNormal(torch.zeros(2), precision_matrix=torch.tensor([[2.0, 0.3], [0.3, 1.0]]))
print(mvn3.covariance_matrix, mvn3.scale_tril, mvn3.log_prob(torch.tensor([0.2, -0.4])))
for make in (lambda: MultivariateNormal(torch.tensor(0.0), torch.eye(2)),
             lambda: MultivariateNormal(torch.zeros(2)),
             lambda: MultivariateNormal(torch.zeros(2), torch.ones(2))):
    try:
        make()
    except ValueError as err:
        print(type(err).__name__, err)
la = Laplace(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
print(la, la.sample(), la.rsample((2,)), la.mean, la.mode, la.stddev, la.variance, la.entropy(),
      la.log_prob(torch.tensor([0.3, 0.3])), la.cdf(torch.tensor([0.3, 0.3])), la.icdf(torch.tensor([0.2, 0.7])))
ln = LogNormal(torch.tensor([0.0, 0.5]), torch.tensor([1.0, 0.25]))
print(ln, ln.batch_shape, ln.sample(), ln.rsample((2,)), ln.mean, ln.mode, ln.variance, ln.entropy(),
      ln.log_prob(torch.tensor([1.0, 2.0])), ln.loc, ln.scale)
po = Poisson(torch.tensor([0.5, 4.0, 20.0]))
print(po, po.sample(), po.sample((2,)), po.mean, po.mode, po.variance, po.log_prob(torch.tensor([0.0, 3.0, 18.0])))
print(Poisson(3.0).sample((5,)))
# expand
for dist in (Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0])), Gamma(torch.tensor([2.0]), torch.tensor([1.0])),
             Categorical(torch.tensor([0.2, 0.8])), Bernoulli(torch.tensor(0.3)), Exponential(torch.tensor([1.0])),
             Dirichlet(torch.tensor([1.0, 2.0])), Beta(torch.tensor([1.0]), torch.tensor([2.0])),
             Independent(Normal(torch.zeros(2), torch.ones(2)), 1), Uniform(torch.tensor([0.0]), torch.tensor([1.0])),
             Laplace(torch.tensor([0.0]), torch.tensor([1.0])), Poisson(torch.tensor([1.0]))):
    ex = dist.expand((3, 2) if dist.batch_shape == (2,) else (4,))
    print(type(ex).__name__, ex.batch_shape, ex.event_shape, ex.sample().shape)
