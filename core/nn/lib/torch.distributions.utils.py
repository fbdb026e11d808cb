"""torch.distributions.utils: the helpers distributions share (defined in torch.distributions)."""
from torch.distributions import broadcast_all, clamp_probs, probs_to_logits, logits_to_probs, lazy_property
