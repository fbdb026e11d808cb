import torch, torch.nn as nn
class Cell(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.fc = nn.Linear(n, n)
c = Cell(2)
print(list(vars(c).keys()))
print(list(vars(nn.ReLU()).keys()))
print(list(vars(nn.Dropout(0.1)).keys()))
print(list(vars(nn.BatchNorm1d(2)).keys())[-8:])
print(list(vars(nn.Sequential()).keys())[-1])
print(list(vars(nn.Conv2d(1, 1, 1)).keys())[17:])
print(nn.Module.dump_patches, nn.Module._version, nn.BatchNorm1d._version, nn.Linear._version)
print(nn.Module.call_super_init)
for f in [lambda: nn.Linear(2), lambda: nn.Linear(2, 2, True, None, None, 5), lambda: nn.Linear(2, 2, bais=False), lambda: nn.ReLU(True, 1)]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
