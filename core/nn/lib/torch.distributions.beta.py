"""torch.distributions.beta: Beta (defined in torch.distributions)."""
from torch.distributions import Beta
