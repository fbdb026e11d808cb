"""torch.distributions.independent: Independent (defined in torch.distributions)."""
from torch.distributions import Independent
