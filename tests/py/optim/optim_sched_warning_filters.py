import warnings
import torch

w = torch.zeros(1, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    opt = torch.optim.SGD([w], lr=0.1)
    s = torch.optim.lr_scheduler.StepLR(opt, 1)
    s.step()
    torch.optim.SGD([w, w], lr=0.1)
print(len(caught))
for item in caught:
    print(item.category.__name__, str(item.message)[:45], item.filename, item.lineno)
warnings.simplefilter("ignore")
opt = torch.optim.SGD([w], lr=0.1)
s = torch.optim.lr_scheduler.StepLR(opt, 1)
s.step()
print("ignored", s.get_last_lr())
