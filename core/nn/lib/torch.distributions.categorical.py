"""torch.distributions.categorical: Categorical (defined in torch.distributions)."""
from torch.distributions import Categorical
