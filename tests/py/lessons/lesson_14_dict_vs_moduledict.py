import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = {"cls": nn.Linear(4, 2), "box": nn.Linear(4, 4)}


class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 2), "box": nn.Linear(4, 4)})


print("Bad state_dict:", list(Bad().state_dict().keys()))
print("Good state_dict:", list(Good().state_dict().keys()))
