import torch
# item()/tolist() float precision, repr of python floats from tensors
vals = torch.tensor([0.1, 1 / 3, 2 / 3, 1e-7, 123456.789, 3.4e38, -0.0])
print(vals.tolist())
print([repr(v) for v in vals.double().tolist()])
print(vals[1].item(), vals[1].double().item(), float(vals[1]), vals.half().tolist(), vals.bfloat16().tolist())
print(torch.tensor(2**53 + 1, dtype=torch.float64).item(), torch.tensor(2**53 + 1).item(), torch.tensor(16777217.).item())
print(torch.tensor([1, 2], dtype=torch.int8).tolist(), torch.tensor([True]).tolist(), torch.tensor(True).item())
