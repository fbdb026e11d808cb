import torch
x = torch.tensor([1., 2.])
cases = [
    lambda: x.to('float32'),
    lambda: x.to('cuda:x'),
    lambda: x.to(5),
    lambda: x.to('cuda'),
    lambda: x.to('cuda:0'),
    lambda: x.to('gpu'),
    lambda: x.to('cpu:0'),
    lambda: x.to('cpu'),
    lambda: x.to(torch.device('cpu')),
    lambda: x.to('cpu', torch.float64),
    lambda: x.to(torch.int32),
    lambda: x.to(dtype=torch.float16),
    lambda: x.to(torch.tensor([1], dtype=torch.int64)),
    lambda: x.to(device='cpu', dtype=torch.float64),
    lambda: x.to(device='cuda'),
    lambda: x.to(-1),
    lambda: x.to('mps'),
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
