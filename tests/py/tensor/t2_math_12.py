import torch
# integer ops: bitwise shifts, abs of min, division edge cases, sign of remainder
i = torch.tensor([-8, -3, 0, 3, 8])
print(i // 3, i % 3, i // -3, i % -3, torch.fmod(i, 3), torch.remainder(i, -3), i.div(3, rounding_mode='trunc'))
print(torch.tensor([-2**63]).abs(), -torch.tensor([-2**63]), torch.tensor([-128], dtype=torch.int8).abs())
print(i << 2, i >> 1, torch.bitwise_and(i, 6), torch.bitwise_or(i, 1), torch.bitwise_xor(i, -1), torch.bitwise_not(i))
print(torch.tensor([5], dtype=torch.uint8) >> 1, torch.tensor([200], dtype=torch.uint8) << 1)
print(i * i, i.pow(3), i.square(), i.mul(2).dtype, (i * 2.0).dtype)
