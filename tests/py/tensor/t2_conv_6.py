import torch
# float rounding in conversions float->int (truncate), half rounding, bfloat16 rounding
x = torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5, 2.9999, -2.9999])
print(x.long(), x.int(), x.round(), x.round().long(), x.floor().long(), x.ceil().int())
print(torch.tensor([1.0009765625, 1.00048828125, 65519., 65520.]).half())
print(torch.tensor([1.00390625, 1.0078125, 1.01171875]).bfloat16())
print(torch.tensor([1.00390625, 1.0078125, 1.01171875]).bfloat16().float().tolist())
print(torch.tensor([0.1, 0.2]).double().tolist(), torch.tensor([0.1, 0.2], dtype=torch.float64).float().tolist())
print(torch.tensor([257, -1, 128]).to(torch.uint8), torch.tensor([257, -129, 128]).to(torch.int8), torch.tensor([2**40]).int())
print(torch.tensor([1e20, -1e20]).long())
