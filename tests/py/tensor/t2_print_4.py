import torch
# 2-d/3-d/4-d layouts
print(torch.arange(24).reshape(2, 3, 4))
print(torch.arange(24.).reshape(2, 3, 4) / 3)
print(torch.arange(16).reshape(2, 2, 2, 2))
print(torch.arange(32.).reshape(2, 2, 2, 4) - 10)
print(torch.zeros(1, 1, 1))
print(torch.ones(1, 2, 1, 2, dtype=torch.int32))
print(torch.tensor([[[True, False]], [[False, True]]]))
print(torch.zeros(2, 0, 3), torch.zeros(0, 2, 3, dtype=torch.int64), torch.zeros(3, 0, dtype=torch.bool))
