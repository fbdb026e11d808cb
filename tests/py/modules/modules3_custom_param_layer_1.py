import math
import torch
import torch.nn as nn

class MyLinear(nn.Module):
    def __init__(self, in_features, out_features, bias=True):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        if bias:
            self.bias = nn.Parameter(torch.empty(out_features))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()
    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            bound = 1 / math.sqrt(self.in_features)
            nn.init.uniform_(self.bias, -bound, bound)
    def forward(self, x):
        out = x @ self.weight.t()
        return out + self.bias if self.bias is not None else out
    def extra_repr(self):
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"

torch.manual_seed(0)
a = MyLinear(3, 2)
torch.manual_seed(0)
b = nn.Linear(3, 2)
print(a)
print(b)
print(torch.allclose(a.weight, b.weight), torch.allclose(a.bias, b.bias))
x = torch.randn(4, 3)
print(torch.allclose(a(x), b(x)))
c = MyLinear(3, 2, bias=False)
print(c, c.bias, list(c._parameters.keys()), [n for n, _ in c.named_parameters()])
print(list(c.state_dict().keys()))
