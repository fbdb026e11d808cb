# torch.optim.swa_utils as the PyTorch SWA/EMA recipe uses it: AveragedModel,
# SWALR after a cosine schedule, update_bn over a DataLoader, an EMA copy.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn, get_ema_multi_avg_fn, get_ema_avg_fn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 6), nn.BatchNorm1d(6), nn.ReLU(), nn.Linear(6, 2))
data = TensorDataset(torch.randn(16, 4), torch.randint(0, 2, (16,)))
loader = DataLoader(data, batch_size=4, shuffle=True)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
swa_model = AveragedModel(model)
ema_model = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.9), use_buffers=True)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=4)
swa_scheduler = SWALR(optimizer, swa_lr=0.05, anneal_epochs=2)
print(swa_model)
print(list(swa_model.state_dict().keys())[:3], swa_model.n_averaged)
swa_start = 2
for epoch in range(5):
    for x, y in loader:
        optimizer.zero_grad()
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
        ema_model.update_parameters(model)
    if epoch >= swa_start:
        swa_model.update_parameters(model)
        swa_scheduler.step()
    else:
        scheduler.step()
    print(epoch, [round(g["lr"], 6) for g in optimizer.param_groups], swa_model.n_averaged.item())
print(swa_model.module[0].bias)
print(ema_model.module[1].running_mean, ema_model.n_averaged)
print(swa_model.module[1].running_mean)
update_bn(loader, swa_model)
print(swa_model.module[1].running_mean, swa_model.module[1].num_batches_tracked, swa_model.module[1].momentum)
swa_model.eval()
with torch.no_grad():
    print(swa_model(torch.ones(2, 4)))
print(swa_scheduler.get_last_lr(), swa_scheduler.state_dict()["anneal_epochs"])

lin = nn.Linear(2, 2)
avg = AveragedModel(lin, avg_fn=get_ema_avg_fn(0.5))
for _ in range(2):
    with torch.no_grad():
        lin.weight.add_(1.0)
    avg.update_parameters(lin)
print(avg.module.weight - lin.weight)
try:
    get_ema_multi_avg_fn(1.5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    SWALR(optimizer, swa_lr=0.05, anneal_strategy="exp")
except ValueError as e:
    print(type(e).__name__, e)
try:
    SWALR(optimizer, swa_lr=[0.1, 0.2])
except ValueError as e:
    print(type(e).__name__, e)
try:
    AveragedModel(lin, avg_fn=get_ema_avg_fn(), multi_avg_fn=get_ema_multi_avg_fn())
except AssertionError as e:
    print(type(e).__name__, e)
print(swa_scheduler.get_lr())
