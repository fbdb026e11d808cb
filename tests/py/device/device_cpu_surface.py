# The device surface on a CPU-only machine: cuda queries, backends flags, device context, compile/jit,
# DataParallel, GradScaler("cpu"), autocast state, matmul precision, deque -> tensor.
import warnings
from collections import deque
import torch
import torch.nn as nn

print(torch.cuda.is_available(), torch.cuda.device_count(), torch.backends.mps.is_available())
print(torch.backends.cudnn.enabled, torch.backends.cuda.matmul.allow_tf32, torch.accelerator.is_available())
try:
    print(torch.accelerator.current_accelerator())
except RuntimeError as e:
    print(type(e).__name__, e)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
with torch.device("cpu"):
    print(torch.ones(2).device)
torch.set_float32_matmul_precision("high")
print(torch.get_float32_matmul_precision())
torch.manual_seed(0)
m = nn.Linear(3, 2)
cm = torch.compile(m)
print(cm)
print(list(cm.state_dict().keys()), cm.weight is m.weight)
dp = nn.DataParallel(m)
print(dp, list(dp.state_dict().keys()), dp(torch.zeros(1, 3)))
print(torch.jit.script(m)(torch.zeros(1, 3)).shape)
scaler = torch.amp.GradScaler("cpu")
opt = torch.optim.SGD(m.parameters(), lr=0.1)
loss = m(torch.ones(4, 3)).pow(2).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print(scaler.get_scale(), scaler.state_dict(), m.bias)
with torch.autocast("cpu", dtype=torch.bfloat16):
    print(torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cpu"))
print(torch.is_autocast_enabled("cpu"))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    s2 = torch.cuda.amp.GradScaler()
    print([str(x.message) for x in w])
print(s2.is_enabled(), s2.get_scale())
print(torch.tensor(deque([1, 2, 3])))
print(nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1))
