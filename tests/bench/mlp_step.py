# mlp_step.py — one SGD training step of a 2-16-16-1 MLP (batch 32, MSE) in a
# Python loop, timed inside the script. Runs unchanged on build/nnscope, the
# WASM engine (node wasm-build/nnscope.mjs run) and PyTorch eager:
#   /usr/bin/python3 tests/bench/mlp_step.py [N] [REPS]
# Prints the loss (so engines can be compared) and the median us/step of REPS
# runs of N steps each (wall clock, and process CPU time for loaded machines) (torch.set_num_threads(1) where available).
import sys
import time
import torch
import torch.nn as nn
import torch.nn.functional as F

N = 500
REPS = 5
args = getattr(sys, "argv", [])
if len(args) > 1:
    N = int(args[1])
if len(args) > 2:
    REPS = int(args[2])

if hasattr(torch, "set_num_threads"):
    torch.set_num_threads(1)
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
x = torch.randn(32, 2)
y = (x[:, :1] * x[:, 1:]).detach()


def steps(n):
    loss = None
    for _ in range(n):
        opt.zero_grad()
        loss = F.mse_loss(model(x), y)
        loss.backward()
        opt.step()
    return loss


steps(20)  # warm-up
times = []
cpu = []
loss = None
for _ in range(REPS):
    t0 = time.perf_counter()
    c0 = time.process_time()
    loss = steps(N)
    cpu.append((time.process_time() - c0) / N * 1e6)
    times.append((time.perf_counter() - t0) / N * 1e6)
times.sort()
cpu.sort()
print("loss", round(loss.item(), 4))
print("us/step median %.2f min %.2f cpu median %.2f" % (times[len(times) // 2], times[0], cpu[len(cpu) // 2]))
