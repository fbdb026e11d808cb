"""torch.distributions.exp_family: ExponentialFamily (defined in torch.distributions)."""
from torch.distributions import ExponentialFamily
