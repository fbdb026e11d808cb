import torch
torch.manual_seed(0)
w = torch.empty(4, 6)
w.t().normal_()
print(w)
torch.manual_seed(0)
v = torch.zeros(20)
v[::2].uniform_()
print(v)
