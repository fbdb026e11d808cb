# Tensor workloads for the per-op and training-step figures (tests/bench/run.mjs).
# run.mjs prepends `WORK = "<name>"; N = <count>; REPS = <count>`; the same text
# runs on build/nnscope, the WASM engine and PyTorch eager (one thread).
# WORK "add": N additions of two 2x2 tensors in a Python loop, per rep.
# WORK "mlp": N SGD steps of a 2-16-16-1 MLP on a batch of 32 with MSE, per rep.
# WORK "rss": N MLP steps once, then prints the process's resident set size.
# Printed: RESULT <value>, then TIMES <ns per op or step> ...
import time
import torch
import torch.nn as nn
import torch.optim as optim

if hasattr(torch, "set_num_threads"):
    torch.set_num_threads(1)
torch.manual_seed(0)


def w_add(n):
    a = torch.ones(2, 2)
    b = torch.full((2, 2), 0.5)
    c = a
    for _ in range(n):
        c = a + b
    return c.sum().item()


def make_mlp():
    model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
    opt = optim.SGD(model.parameters(), lr=0.01)
    x = torch.randn(32, 2)
    y = (x[:, :1] * x[:, 1:]).detach()
    return model, opt, x, y


MLP = make_mlp()


def w_mlp(n):
    model, opt, x, y = MLP
    loss_fn = nn.MSELoss()
    loss = None
    for _ in range(n):
        opt.zero_grad()
        loss = loss_fn(model(x), y)
        loss.backward()
        opt.step()
    return round(loss.item(), 3)


def rss_kb():
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return -1
    return -1


def _main():
    if WORK == "rss":
        r = w_mlp(N)
        print("RESULT", r)
        print("RSS_KB", rss_kb())
        return
    fn = globals()["w_" + WORK]
    times = []
    res = None
    for _ in range(REPS):
        t0 = time.perf_counter_ns()
        res = fn(N)
        times.append((time.perf_counter_ns() - t0) // N)
    print("RESULT", res)
    print("TIMES", " ".join(str(t) for t in times))


_main()
