"""torch.distributions.uniform: Uniform (defined in torch.distributions)."""
from torch.distributions import Uniform
