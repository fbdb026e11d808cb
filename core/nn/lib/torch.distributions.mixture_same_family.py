"""torch.distributions.mixture_same_family: MixtureSameFamily (defined in torch.distributions)."""
from torch.distributions import MixtureSameFamily
