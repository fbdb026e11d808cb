# op_overhead.py — per-op overhead: a 2x2 tensor add in a Python loop, timed
# inside the script (same text on build/nnscope, WASM and PyTorch eager):
#   /usr/bin/python3 tests/bench/op_overhead.py [N] [REPS]
# Prints the median ns/op of REPS runs of N additions each (wall clock, and
# process CPU time for loaded machines).
import sys
import time
import torch

N = 20000
REPS = 5
args = getattr(sys, "argv", [])
if len(args) > 1:
    N = int(args[1])
if len(args) > 2:
    REPS = int(args[2])

if hasattr(torch, "set_num_threads"):
    torch.set_num_threads(1)
a = torch.ones(2, 2)
b = torch.full((2, 2), 0.5)


def loop(n):
    c = a
    for _ in range(n):
        c = a + b
    return c


loop(1000)
times = []
cpu = []
c = None
for _ in range(REPS):
    t0 = time.perf_counter()
    c0 = time.process_time()
    c = loop(N)
    cpu.append((time.process_time() - c0) / N * 1e9)
    times.append((time.perf_counter() - t0) / N * 1e9)
times.sort()
cpu.sort()
print("sum", c.sum().item())
print("ns/op median %.1f min %.1f cpu median %.1f" % (times[len(times) // 2], times[0], cpu[len(cpu) // 2]))
