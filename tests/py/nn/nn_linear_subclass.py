import torch
import torch.nn as nn
torch.manual_seed(0)
class MyLinear(nn.Linear):
    def reset_parameters(self):
        print("custom reset", self.weight.shape)
        nn.init.zeros_(self.weight) if hasattr(nn, 'init') and False else self.weight.data.fill_(0.25)
    def forward(self, x):
        return super().forward(x) * 2
    def extra_repr(self):
        return "custom " + super().extra_repr()
m = MyLinear(2, 1)
print(m.weight, m)
print(m(torch.ones(1, 2)).shape)
print(type(m).__mro__[1], isinstance(m, nn.Linear))
