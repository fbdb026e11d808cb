import torch
torch.manual_seed(0)
for (m, n) in [(1, 1), (2, 2), (3, 2), (2, 3), (5, 5), (6, 3), (3, 6), (10, 4), (8, 8), (1, 4), (4, 1)]:
    for dt in [torch.float32, torch.float64]:
        A = torch.randn(m, n, dtype=dt)
        for mode in ['reduced', 'complete', 'r']:
            q, r = torch.linalg.qr(A, mode=mode)
            print(m, n, dt, mode, q.tolist(), r.tolist())
