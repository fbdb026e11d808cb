# torch.distributions argument validation messages, support checks and reprs (scalars printed as values).
import torch
from torch.distributions import (Normal, Categorical, Bernoulli, MultivariateNormal, Beta, Gamma, Dirichlet,
                                 Independent, Exponential, Uniform, Laplace, Poisson, OneHotCategorical, LogNormal)

print(Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0])), Normal(0.0, 1.0), Normal(torch.tensor([0.5]), 2.0))
print(Gamma(torch.tensor(2.0), torch.tensor(1.0)), Exponential(torch.tensor([2.0])), Poisson(1.5), Laplace(0.0, 1.0))
print(Beta(1.0, 2.0), Dirichlet(torch.tensor([1.0, 1.0])), Bernoulli(logits=torch.tensor(0.3)), Uniform(0.0, 1.0))
print(Categorical(logits=torch.zeros(3)), OneHotCategorical(torch.ones(2) / 2), LogNormal(0.0, 1.0))
cases = [
    lambda: Normal(torch.tensor([0.0, float("nan")]), torch.tensor([1.0, 1.0])),
    lambda: Normal(torch.zeros(2), torch.tensor([1.0, -1.0])),
    lambda: Gamma(torch.tensor([1.0, -2.0]), torch.tensor([1.0, 1.0])),
    lambda: Gamma(1.0, 0.0),
    lambda: Beta(torch.tensor([0.0]), torch.tensor([1.0])),
    lambda: Dirichlet(torch.tensor([1.0, -1.0])),
    lambda: Dirichlet(torch.tensor(1.0)),
    lambda: Exponential(torch.tensor([-1.0])),
    lambda: Poisson(torch.tensor([-1.0])),
    lambda: Laplace(0.0, -1.0),
    lambda: LogNormal(0.0, -1.0),
    lambda: Categorical(torch.tensor([0.5, -0.5])),
    lambda: OneHotCategorical(torch.tensor([0.5, -0.5])),
    lambda: MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [0.0, 1.0]])),
    lambda: MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [2.0, 1.0]])),
    lambda: MultivariateNormal(torch.zeros(2), scale_tril=torch.tensor([[1.0, 0.5], [0.0, 1.0]])),
    lambda: Gamma(2.0, 1.0).log_prob(torch.tensor([-1.0])),
    lambda: Beta(2.0, 1.0).log_prob(torch.tensor([1.5])),
    lambda: Exponential(1.0).log_prob(torch.tensor([-0.5])),
    lambda: Poisson(2.0).log_prob(torch.tensor([1.5])),
    lambda: Dirichlet(torch.ones(3)).log_prob(torch.tensor([0.5, 0.5, 0.5])),
    lambda: OneHotCategorical(torch.ones(3) / 3).log_prob(torch.tensor([1.0, 1.0, 0.0])),
    lambda: MultivariateNormal(torch.zeros(2), torch.eye(2)).log_prob(torch.zeros(3)),
    lambda: Independent(Normal(torch.zeros(2), torch.ones(2)), 1).log_prob(torch.zeros(3)),
    lambda: Normal(torch.zeros(2), torch.ones(2)).log_prob([0.0, 1.0]),
]
for make in cases:
    try:
        print(make())
    except ValueError as err:
        print(type(err).__name__, err)
print(Normal(0.0, -1.0, validate_args=False).scale, Gamma(-1.0, 1.0, validate_args=False).concentration)
