"""torch.distributions.bernoulli: Bernoulli (defined in torch.distributions)."""
from torch.distributions import Bernoulli
