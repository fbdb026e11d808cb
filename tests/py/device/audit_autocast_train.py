# audit: a bfloat16 autocast training loop with GradScaler("cpu"), and a conv/batchnorm/pool net under autocast
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
x = torch.randn(32, 8)
y = torch.randint(0, 4, (32,))
for step in range(5):
    opt.zero_grad()
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = model(x)
        loss = F.cross_entropy(out, y)
    print(step, out.dtype, loss.dtype, round(loss.item(), 4))
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
print(model[0].weight.dtype, model[0].weight.grad.dtype, round(model[0].weight.sum().item(), 4))
print(out.grad_fn.name(), out.grad_fn.next_functions[1][0].name() if out.grad_fn.next_functions[1][0] else None)
conv = nn.Sequential(nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(4 * 3 * 3, 2))
img = torch.randn(2, 1, 8, 8)
with torch.autocast("cpu", dtype=torch.bfloat16):
    o = conv(img)
    print(o.dtype, o.shape, conv[0](img).dtype, conv[1](conv[0](img)).dtype)
    print(o.float().round(decimals=1))
