import torch
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.scales = [nn.Parameter(torch.ones(2)) for _ in range(3)]


class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(3)])


print("Bad:", [n for n, _ in Bad().named_parameters()])
print("Good:", [n for n, _ in Good().named_parameters()])
