# nn.AdaptiveLogSoftmaxWithLoss: repr, parameters after manual_seed, forward (batched / unbatched),
# log_prob, predict, backward, checks.
import torch
import torch.nn as nn

torch.manual_seed(7)
m = nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 6], div_value=2.0)
print(m)
print([(k, tuple(v.shape)) for k, v in m.state_dict().items()])
print(m.head.weight.round(decimals=4))
print(m.shortlist_size, m.n_clusters, m.head_size, m.cutoffs)
x = torch.randn(5, 8)
t = torch.tensor([0, 4, 9, 2, 6])
out = m(x, t)
print(type(out).__name__, out.output.round(decimals=4), out.loss.round(decimals=4), type(out.loss.grad_fn).__name__)
out.loss.backward()
print(m.tail[0][0].weight.grad.abs().sum().round(decimals=4), m.head.weight.grad.shape)
lp = m.log_prob(x)
print(lp.shape, lp.exp().sum(1).round(decimals=4))
print(m.predict(x))
one = m(x[0], torch.tensor(4))
print(one.output.round(decimals=4), one.loss.round(decimals=4))
h = nn.AdaptiveLogSoftmaxWithLoss(4, 6, (2,), head_bias=True)
print(h, h.head)
for bad in ([], [3, 2], [0, 2], [2, 10], [2, 2]):
    try:
        nn.AdaptiveLogSoftmaxWithLoss(4, 10, bad)
    except ValueError as e:
        print("ValueError", e)
try:
    m(x, torch.tensor([0, 1, 2, 3, 10]))
except RuntimeError as e:
    print("RuntimeError", e)
try:
    m(x, t[:3])
except RuntimeError as e:
    print("RuntimeError", e)
