# torch.distributions.kl_divergence between the common pairs, and its NotImplementedError.
import torch
from torch.distributions import (Normal, Categorical, Bernoulli, MultivariateNormal, Beta, Gamma, Dirichlet,
                                 Independent, Exponential, Uniform, Laplace, Poisson, OneHotCategorical, LogNormal,
                                 kl_divergence)
from torch.distributions.kl import kl_divergence as kl2, register_kl

pairs = [
    (Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5])), Normal(torch.tensor([0.5, 0.0]), torch.tensor([2.0, 1.0]))),
    (Categorical(torch.tensor([[0.2, 0.3, 0.5], [0.1, 0.1, 0.8]])), Categorical(logits=torch.tensor([0.0, 1.0, -1.0]))),
    (Categorical(torch.tensor([0.5, 0.5, 0.0])), Categorical(torch.tensor([0.0, 0.5, 0.5]))),
    (Bernoulli(torch.tensor([0.1, 0.5, 0.9])), Bernoulli(logits=torch.tensor([0.0, 2.0, -1.0]))),
    (MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 0.2], [0.2, 2.0]])),
     MultivariateNormal(torch.tensor([1.0, -1.0]), scale_tril=torch.tensor([[1.5, 0.0], [0.4, 0.8]]))),
    (MultivariateNormal(torch.zeros(3, 2), torch.eye(2)), MultivariateNormal(torch.ones(2), 2 * torch.eye(2))),
    (Beta(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 0.5])), Beta(torch.tensor([2.0, 2.0]), torch.tensor([2.0, 1.0]))),
    (Gamma(torch.tensor([1.0, 3.0]), torch.tensor([2.0, 0.5])), Gamma(torch.tensor([2.0, 2.5]), torch.tensor([1.0, 1.0]))),
    (Dirichlet(torch.tensor([[1.0, 2.0, 3.0], [0.5, 0.5, 0.5]])), Dirichlet(torch.tensor([2.0, 2.0, 2.0]))),
    (Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 1), Independent(Normal(torch.ones(2, 3), 2 * torch.ones(2, 3)), 1)),
    (Exponential(torch.tensor([1.0, 2.0])), Exponential(torch.tensor([0.5, 3.0]))),
    (Uniform(torch.tensor([0.0, 0.0]), torch.tensor([1.0, 2.0])), Uniform(torch.tensor([-1.0, 0.5]), torch.tensor([2.0, 3.0]))),
    (Laplace(torch.tensor([0.0]), torch.tensor([1.0])), Laplace(torch.tensor([1.0]), torch.tensor([2.0]))),
    (Poisson(torch.tensor([1.0, 4.0])), Poisson(torch.tensor([2.0, 3.0]))),
    (OneHotCategorical(torch.tensor([0.3, 0.7])), OneHotCategorical(torch.tensor([0.6, 0.4]))),
    (LogNormal(torch.tensor([0.0]), torch.tensor([1.0])), LogNormal(torch.tensor([0.5]), torch.tensor([2.0]))),
]
for p, q in pairs:
    print(type(p).__name__, kl_divergence(p, q), kl2(p, q).shape)
for p, q in [(Normal(0.0, 1.0), Categorical(torch.ones(2))),
             (Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 1), Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 2))]:
    try:
        kl_divergence(p, q)
    except NotImplementedError as err:
        print(type(err).__name__, err)
try:
    kl_divergence(MultivariateNormal(torch.zeros(2), torch.eye(2)), MultivariateNormal(torch.zeros(3), torch.eye(3)))
except ValueError as err:
    print(type(err).__name__, err)


class MyNormal(Normal):
    pass


@register_kl(MyNormal, Normal)
def _kl_mine(p, q):
    return torch.tensor(42.0)


print(kl_divergence(MyNormal(0.0, 1.0), Normal(1.0, 1.0)), kl_divergence(Normal(0.0, 1.0), MyNormal(1.0, 1.0)))
