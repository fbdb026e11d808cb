"""torch.distributions.gumbel: Gumbel (defined in torch.distributions)."""
from torch.distributions import Gumbel
