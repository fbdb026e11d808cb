import torch
cases = [
    lambda: torch.device('gpu'),
    lambda: torch.device('cuda:x'),
    lambda: torch.device('cpu', -1),
    lambda: torch.device(0),
    lambda: torch.device('cuda:0:1'),
    lambda: torch.device('cuda', 'a'),
    lambda: torch.device(None),
    lambda: torch.device('cuda:-1'),
    lambda: torch.device('CPU'),
    lambda: torch.device(''),
    lambda: torch.device('cpu:01'),
    lambda: torch.device('cpu', 0.5),
    lambda: torch.zeros(2, device='cuda'),
    lambda: torch.zeros(2, device='gpu'),
    lambda: torch.ones(2, device=torch.device('cpu')),
    lambda: torch.tensor([1.], device='cpu'),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
