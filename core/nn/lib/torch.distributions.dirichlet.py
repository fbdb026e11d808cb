"""torch.distributions.dirichlet: Dirichlet (defined in torch.distributions)."""
from torch.distributions import Dirichlet
