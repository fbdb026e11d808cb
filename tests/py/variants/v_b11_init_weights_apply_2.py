import torch
import torch.nn as nn

torch.manual_seed(0)
w = torch.empty(3, 4)
nn.init.xavier_uniform_(w)
print(w)
nn.init.xavier_normal_(w, gain=2.0)
print(w)
nn.init.kaiming_uniform_(w, mode="fan_out", nonlinearity="relu")
print(w)
nn.init.kaiming_normal_(w, a=0.1)
print(w)
nn.init.uniform_(w, -0.1, 0.1)
print(w)
nn.init.normal_(w, mean=1.0, std=0.01)
print(w)
nn.init.trunc_normal_(w, std=0.02)
print(w)
nn.init.eye_(w)
print(w)
nn.init.constant_(w, 0.3)
print(w)
print(nn.init.calculate_gain("tanh"), nn.init.calculate_gain("relu"), nn.init.calculate_gain("leaky_relu", 0.2), nn.init.calculate_gain("selu"), nn.init.calculate_gain("sigmoid"))
try:
    nn.init.xavier_uniform_(torch.empty(3))
except ValueError as e:
    print("ValueError:", e)
try:
    nn.init.calculate_gain("foo")
except ValueError as e:
    print("ValueError:", e)
