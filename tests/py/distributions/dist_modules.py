# torch.distributions submodules as real code imports them, float64 parameters, sample shapes as lists,
# TransformedDistribution with ExpTransform, and the default validation switch.
import torch
import torch.distributions as D
from torch.distributions.multivariate_normal import MultivariateNormal
from torch.distributions.gamma import Gamma
from torch.distributions.beta import Beta
from torch.distributions.dirichlet import Dirichlet
from torch.distributions.exponential import Exponential
from torch.distributions.one_hot_categorical import OneHotCategorical
from torch.distributions.independent import Independent
from torch.distributions.laplace import Laplace
from torch.distributions.log_normal import LogNormal
from torch.distributions.poisson import Poisson
from torch.distributions.transformed_distribution import TransformedDistribution
from torch.distributions.transforms import ExpTransform
from torch.distributions.distribution import Distribution
from torch.distributions.utils import broadcast_all, probs_to_logits, logits_to_probs

torch.manual_seed(3)
print(D.Normal is torch.distributions.normal.Normal, issubclass(D.Gamma, Distribution))
td = TransformedDistribution(D.Normal(torch.zeros(2), torch.ones(2)), [ExpTransform()])
print(td, td.batch_shape, td.sample((2,)), td.log_prob(torch.tensor([0.5, 2.0])), td.has_rsample)
print(ExpTransform(), td.transforms)
g = Gamma(torch.tensor([1.5, 0.3], dtype=torch.float64), torch.tensor([1.0, 2.0], dtype=torch.float64))
print(g.sample([3]), g.log_prob(torch.tensor([0.5, 0.5], dtype=torch.float64)), g.entropy())
m = MultivariateNormal(torch.zeros(3, dtype=torch.float64), torch.eye(3, dtype=torch.float64) * 2)
print(m.sample([2]), m.log_prob(torch.ones(3, dtype=torch.float64)))
print(Beta(torch.tensor([2.0]), torch.tensor([2.0])).sample([2, 2]).shape, Dirichlet(torch.ones(2, 4)).sample().sum(-1))
print(OneHotCategorical(torch.tensor([0.2, 0.8])).sample([4]), Laplace(0.0, 2.0).sample([3]))
print(Poisson(torch.tensor([[1.0], [9.0]])).sample([2]).shape, LogNormal(0.0, 0.5).sample([3]))
print(broadcast_all(torch.zeros(2), 1.0), probs_to_logits(torch.tensor([0.2, 0.8])),
      logits_to_probs(torch.tensor([0.0, 1.0]), is_binary=True))
D.Distribution.set_default_validate_args(False)
print(D.Normal(0.0, -1.0).scale, Exponential(torch.tensor([-1.0])).rate)
D.Distribution.set_default_validate_args(True)
try:
    D.Normal(0.0, -1.0)
except ValueError as err:
    print(type(err).__name__, err)
print(Exponential(torch.tensor([1.0, 2.0])).perplexity(), torch.distributions.kl.kl_divergence is D.kl_divergence)
