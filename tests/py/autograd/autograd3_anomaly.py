import torch
torch.autograd.set_detect_anomaly(False)
if True:
    x = torch.ones(1, requires_grad=True)
    (x * 2).backward()
print(x.grad)
print(torch.is_anomaly_enabled())
