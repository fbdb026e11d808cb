"""torch.distributions.transforms: ExpTransform (defined in torch.distributions; the other transforms are not
available yet)."""
from torch.distributions import ExpTransform
