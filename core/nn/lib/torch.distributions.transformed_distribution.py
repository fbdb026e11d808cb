"""torch.distributions.transformed_distribution: TransformedDistribution (defined in torch.distributions)."""
from torch.distributions import TransformedDistribution
