"""torch.distributions.normal: Normal (defined in torch.distributions)."""
from torch.distributions import Normal
