import torch
x = torch.tensor([1.7, -2.3, 0.5])
print(x.long(), x.int(), x.to(torch.uint8), x.bool(), x.half(), x.double(), x.bfloat16())
print(x.round(), x.round(decimals=1), torch.round(torch.tensor([0.5, 1.5, 2.5])))
