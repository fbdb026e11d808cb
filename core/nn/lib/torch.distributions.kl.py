"""torch.distributions.kl: kl_divergence and register_kl (defined in torch.distributions)."""
from torch.distributions import kl_divergence, register_kl
