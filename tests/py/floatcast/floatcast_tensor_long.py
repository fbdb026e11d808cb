import torch
vals = [float('nan'), float('inf'), float('-inf'), 1e300, -1e300, 3e9, -3e9, 1e19, -1e19, 2.5, -2.5, 0.0]
t = torch.tensor(vals, dtype=torch.float64)
f = t.float()
for name, x in (("f64", t), ("f32", f)):
    print(name, "long", x.long().tolist())
    print(name, "int", x.int().tolist())
    print(name, "short", x.short().tolist())
    print(name, "int8", x.to(torch.int8).tolist())
    print(name, "uint8", x.to(torch.uint8).tolist())
    print(name, "bool", x.bool().tolist())
    print(name, "half", x.half().tolist())
    print(name, "bf16", x.bfloat16().tolist())
print(torch.tensor([float('nan')]).long())
print(torch.tensor([float('inf'), float('-inf')]).to(torch.int32))
