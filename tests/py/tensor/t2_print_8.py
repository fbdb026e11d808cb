import torch
# integer printing: widths, negatives, big values
print(torch.tensor([1, -1, 100, -1000]))
print(torch.tensor([[1, 22], [333, -4444]]))
print(torch.tensor([2**62, -2**62]))
print(torch.tensor([0, 255], dtype=torch.uint8), torch.tensor([-128, 127], dtype=torch.int8))
print(torch.tensor([-32768, 32767], dtype=torch.int16), torch.tensor([-2**31, 2**31 - 1], dtype=torch.int32))
print(torch.tensor([[True], [False]]), torch.tensor(True), torch.tensor([False]))
print(torch.arange(-5, 5).reshape(2, 5))
print(torch.tensor(-9223372036854775808))
