# Tensor.cuda / Module.cuda on a CPU-only build: which error each device argument gets (real code calls
# x.cuda(input.device) or model.cuda(device) on CPU).
import torch

cases = [
    lambda: torch.ones(2).cuda(torch.device('cpu')),
    lambda: torch.ones(2).cuda('cpu'),
    lambda: torch.ones(2).cuda('cpu:0'),
    lambda: torch.ones(2).cuda(0),
    lambda: torch.ones(2).cuda(),
    lambda: torch.ones(2).cuda(None),
    lambda: torch.ones(2).cuda('cuda:1'),
    lambda: torch.ones(2).cuda(torch.device('cuda', 0)),
    lambda: torch.ones(2).cuda(device='cpu'),
    lambda: torch.ones(2).cuda('xyz'),
    lambda: torch.ones(2).cuda('meta'),
    lambda: torch.ones(2).cuda(1.5),
    lambda: torch.ones(2).cuda(non_blocking=True),
    lambda: torch.nn.Linear(2, 2).cuda(torch.device('cpu')),
    lambda: torch.nn.Linear(2, 2).cuda(),
    lambda: torch.nn.ReLU().cuda(torch.device('cpu')),
]
for i, f in enumerate(cases):
    try:
        r = f()
        print(i, 'ok', r)
    except Exception as e:
        print(i, type(e).__name__, e)
