"""torch.distributions.chi2: Chi2 (defined in torch.distributions)."""
from torch.distributions import Chi2
