import torch
# torch.where / cat / stack / clamp / min-max promotion
i = torch.tensor([1, 2])
f = torch.tensor([0.5, 1.5])
d = torch.tensor([0.25, 0.75], dtype=torch.float64)
b = torch.tensor([True, False])
print(torch.where(b, i, f).dtype, torch.where(b, f, d).dtype, torch.where(b, i, 2.5).dtype, torch.where(b, 1, 2).dtype, torch.where(b, b, False).dtype)
print(torch.cat([i, f]).dtype, torch.cat([f, d]).dtype, torch.cat([b, i]).dtype, torch.stack([i, f]).dtype, torch.cat([b, b]).dtype)
print(torch.maximum(i, f), torch.minimum(b, i), torch.max(i, d).dtype, torch.clamp(i, f, d).dtype if False else '')
print(torch.lerp(f, d, 0.5).dtype if False else '', torch.dot(f, f).dtype, torch.addcmul(f, f, f).dtype)
try:
    torch.maximum(i, f).dtype
    print(torch.clamp(i, min=torch.tensor(0.5)).dtype)
except Exception as e:
    print(type(e).__name__, e)
print(torch.atan2(i, i).dtype, torch.hypot(f, f).dtype, torch.pow(i, f).dtype, torch.fmod(i, 1.5).dtype, torch.remainder(i, d).dtype)
