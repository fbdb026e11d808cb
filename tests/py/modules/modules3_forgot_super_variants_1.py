import torch
import torch.nn as nn
class NoSuper(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)
class NoSuperTensor(nn.Module):
    def __init__(self):
        self.t = torch.ones(1)
class NoSuperPlain(nn.Module):
    def __init__(self):
        self.n = 3
for cls in (NoSuper, NoSuperTensor, NoSuperPlain):
    try:
        obj = cls()
        print(cls.__name__, "created")
        print(list(obj.parameters()))
    except AttributeError as e:
        print(cls.__name__, type(e).__name__, e)
class Late(nn.Module):
    def __init__(self):
        x = 5
        super().__init__()
        self.fc = nn.Linear(x, 1)
print(Late())
