"""torch.distributions.exponential: Exponential (defined in torch.distributions)."""
from torch.distributions import Exponential
