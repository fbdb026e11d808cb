import torch
a = torch.tensor([12, 18, -4, 0])
b = torch.tensor([8, 12, 6, 5])
print(torch.gcd(a, b), torch.lcm(a, b))
