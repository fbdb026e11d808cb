"""torch.distributions.laplace: Laplace (defined in torch.distributions)."""
from torch.distributions import Laplace
