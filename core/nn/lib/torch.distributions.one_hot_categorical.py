"""torch.distributions.one_hot_categorical: OneHotCategorical (defined in torch.distributions)."""
from torch.distributions import OneHotCategorical
