import torch
for f in [lambda: torch.zeros(1).to('cuda'), lambda: torch.zeros(1).cuda(), lambda: torch.zeros(1, device='cuda'),
          lambda: torch.zeros(1).to('mps'), lambda: torch.device('cuda'), lambda: torch.ones(2, requires_grad=True).numpy()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.device('cpu') == torch.device('cpu'), torch.device('cuda', 0))
