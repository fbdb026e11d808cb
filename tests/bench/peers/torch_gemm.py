# Native matmul peer: XNNPACK through PyTorch 1.13's prepacked linear ops, one thread.
# argv[1]: JSON list of [m, k, n]. Prints one JSON line per shape and mode with the
# median (of 5 batches) ns per call. "reuse": weights packed once; "fresh": packed
# every call (new weights each training step). linear_clamp_run(x, W(n,k)) = x @ W^T.
import json
import statistics
import sys
import time

import torch

torch.set_num_threads(1)


def timed(fn, target_ns=40_000_000):
    iters = 1
    while True:
        t0 = time.perf_counter_ns()
        for _ in range(iters):
            fn()
        dt = time.perf_counter_ns() - t0
        if dt >= target_ns or iters > 1 << 24:
            break
        iters *= 8 if dt < target_ns / 10 else 2
    ts = []
    for _ in range(5):
        t0 = time.perf_counter_ns()
        for _ in range(iters):
            fn()
        ts.append((time.perf_counter_ns() - t0) / iters)
    return statistics.median(ts)


pre = torch.ops.prepacked
for m, k, n in json.loads(sys.argv[1]):
    x = torch.randn(m, k)
    ws = [torch.randn(n, k), torch.randn(n, k)]
    bias = torch.zeros(n)
    ctx = pre.linear_clamp_prepack(ws[0], bias)
    ref = x @ ws[0].t()
    assert (pre.linear_clamp_run(x, ctx) - ref).abs().max().item() < 1e-3
    state = [0]

    def fresh():
        state[0] ^= 1
        c = pre.linear_clamp_prepack(ws[state[0]], bias)
        pre.linear_clamp_run(x, c)

    with torch.no_grad():
        print(json.dumps({"m": m, "k": k, "n": n, "mode": "reuse", "ns": timed(lambda: pre.linear_clamp_run(x, ctx))}))
        print(json.dumps({"m": m, "k": k, "n": n, "mode": "fresh", "ns": timed(fresh)}))
    sys.stdout.flush()
