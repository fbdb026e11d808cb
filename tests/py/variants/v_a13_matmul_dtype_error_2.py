import torch
import torch.nn as nn

lin = nn.Linear(3, 2)
for shape in [(1, 4), (4,), (2, 2, 4), (5, 3)]:
    try:
        print(shape, lin(torch.ones(*shape)).shape)
    except RuntimeError as e:
        print(shape, "->", e)
try:
    torch.ones(2, 3) @ torch.ones(4, 2)
except RuntimeError as e:
    print(e)
try:
    torch.ones(3) @ torch.ones(4)
except RuntimeError as e:
    print(e)
try:
    torch.matmul(torch.ones(2, 3), torch.ones(2))
except RuntimeError as e:
    print(e)
try:
    torch.bmm(torch.ones(2, 2, 3), torch.ones(2, 4, 2))
except RuntimeError as e:
    print(e)
print((torch.ones(3) @ torch.ones(3)).item())
print((torch.ones(2, 3) @ torch.ones(3)).shape)
print((torch.ones(3) @ torch.ones(3, 2)).shape)
print(torch.matmul(torch.ones(5, 2, 3), torch.ones(3, 4)).shape)
