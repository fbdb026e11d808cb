# torch.distributions.Multinomial (d2l's probability section: coin and die tosses).
import torch
from torch.distributions.multinomial import Multinomial
torch.manual_seed(0)
fair_probs = torch.tensor([0.5, 0.5])
print(Multinomial(100, fair_probs).sample())
print(Multinomial(10000, fair_probs).sample() / 10000)
counts = Multinomial(1, fair_probs).sample((10,))
print(counts.shape, counts.sum(0))
die = torch.ones(6) / 6
m = Multinomial(10, die)
s = m.sample((3,))
print(s, s.sum(-1))
print(m.batch_shape, m.event_shape, m.mean, m.variance.round(decimals=4))
print(m.log_prob(torch.tensor([2., 2., 2., 2., 1., 1.])).round(decimals=4))
b = Multinomial(5, logits=torch.tensor([[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]]))
x = b.sample((2,))
print(x.shape, x.sum(-1), b.probs.round(decimals=4), b.logits.shape)
print(b.log_prob(torch.tensor([[1., 1., 3.], [0., 0., 5.]])).round(decimals=4))
print(type(b.support).__name__, torch.distributions.Multinomial is Multinomial)
try:
    m.log_prob(torch.tensor([-1., 2., 2., 2., 1., 1.]))
except ValueError as e:
    print(type(e).__name__, str(e)[:60])
