"""torch.distributions.cauchy: Cauchy (defined in torch.distributions)."""
from torch.distributions import Cauchy
