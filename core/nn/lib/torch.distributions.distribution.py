"""torch.distributions.distribution: Distribution (defined in torch.distributions)."""
from torch.distributions import Distribution
