"""torch.distributions.gamma: Gamma (defined in torch.distributions)."""
from torch.distributions import Gamma
