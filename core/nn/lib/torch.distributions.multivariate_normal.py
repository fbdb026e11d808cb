"""torch.distributions.multivariate_normal: MultivariateNormal (defined in torch.distributions)."""
from torch.distributions import MultivariateNormal
