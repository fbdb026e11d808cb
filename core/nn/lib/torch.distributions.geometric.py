"""torch.distributions.geometric: Geometric (defined in torch.distributions)."""
from torch.distributions import Geometric
