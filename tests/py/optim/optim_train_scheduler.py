import torch
import torch.nn as nn

torch.manual_seed(5)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.2)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)
x = torch.randn(8, 2)
y = torch.randn(8, 1)
for epoch in range(15):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    sched.step()
    print(epoch, "%.8f" % loss.item(), sched.get_last_lr())
