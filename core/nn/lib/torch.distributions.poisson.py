"""torch.distributions.poisson: Poisson (defined in torch.distributions)."""
from torch.distributions import Poisson
