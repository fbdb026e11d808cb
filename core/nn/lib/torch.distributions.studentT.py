"""torch.distributions.studentT: StudentT (defined in torch.distributions)."""
from torch.distributions import StudentT
