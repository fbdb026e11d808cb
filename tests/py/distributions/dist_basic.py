# torch.distributions: samples, log_prob, entropy, moments, kl, validation messages.
import torch
from torch.distributions import Categorical, Bernoulli, Normal, Uniform, Exponential, OneHotCategorical, Independent
from torch.distributions import kl_divergence, Beta, Gamma, Dirichlet

torch.manual_seed(0)
c = Categorical(torch.tensor([0.1, 0.2, 0.7]))
s = c.sample((6,))
print(c, s, c.log_prob(s), c.entropy(), c.probs, c.logits)
c2 = Categorical(logits=torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 0.0]]))
print(c2.batch_shape, c2.event_shape, c2.sample(), c2.mode, c2.entropy())
print(kl_divergence(c, Categorical(torch.tensor([0.3, 0.3, 0.4]))))
b = Bernoulli(torch.tensor([0.2, 0.9]))
x = b.sample((3,))
print(b, x, b.log_prob(x), b.entropy(), b.mean, b.variance)
n = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0]))
print(n, n.sample(), n.rsample((2,)), n.log_prob(torch.tensor([0.5, 0.5])), n.entropy(), n.cdf(torch.tensor(0.3)))
print(n.mean, n.stddev, n.variance, kl_divergence(n, Normal(0.0, 1.0)))
loc = torch.tensor(0.5, requires_grad=True)
z = Normal(loc, 1.0).rsample((3,))
z.sum().backward()
print(z, loc.grad)
u = Uniform(torch.tensor([0.0]), torch.tensor([2.0]))
print(u.sample((2,)), u.log_prob(torch.tensor([1.0])), u.entropy(), u.mean, u.variance)
e = Exponential(torch.tensor([1.5]))
print(e.sample((2,)), e.log_prob(torch.tensor([0.3])), e.mean, e.entropy())
oh = OneHotCategorical(torch.tensor([0.5, 0.25, 0.25]))
print(oh.sample((2,)), oh.log_prob(torch.tensor([0.0, 1.0, 0.0])))
ind = Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 1)
print(ind.batch_shape, ind.event_shape, ind.log_prob(torch.zeros(2, 3)), ind.entropy())
print(Beta(2.0, 3.0).log_prob(torch.tensor(0.3)), Beta(2.0, 3.0).mean, Gamma(2.0, 1.0).log_prob(torch.tensor(1.5)))
print(Dirichlet(torch.tensor([1.0, 2.0, 3.0])).log_prob(torch.tensor([0.2, 0.3, 0.5])), Gamma(3.0, 2.0).entropy())
for make in (lambda: Normal(0.0, -1.0), lambda: Categorical(), lambda: Bernoulli(torch.tensor([1.5])),
             lambda: Uniform(1.0, 0.0), lambda: c.log_prob(torch.tensor([3])),
             lambda: Normal(torch.zeros(2), 1.0).log_prob(torch.zeros(3))):
    try:
        make()
    except ValueError as err:
        print(type(err).__name__, err)
