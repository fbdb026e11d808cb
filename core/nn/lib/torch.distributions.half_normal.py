"""torch.distributions.half_normal: HalfNormal (defined in torch.distributions)."""
from torch.distributions import HalfNormal
