import torch
torch.manual_seed(3)
logits = torch.tensor([[1.0, 2.0, 0.5, -1.0], [0.0, 0.0, 0.0, 3.0]])
u = torch.empty_like(logits).uniform_()
g = -torch.log(-torch.log(u))
print((logits + g).argmax(-1))
e = torch.empty_like(logits).exponential_()
print(e)
print((logits.exp() / e).argmax(-1))
