"""torch.distributions.log_normal: LogNormal (defined in torch.distributions)."""
from torch.distributions import LogNormal
