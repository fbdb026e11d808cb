"""torch.distributions.multinomial: Multinomial (defined in torch.distributions)."""
from torch.distributions import Multinomial
