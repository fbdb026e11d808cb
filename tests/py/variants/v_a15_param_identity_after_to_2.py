import torch
import torch.nn as nn

m = nn.Linear(2, 1)
state_before = m.state_dict()
w_view = state_before["weight"]
m.double()
print(w_view.dtype, m.weight.dtype)
print(state_before["weight"].data_ptr() == m.weight.data_ptr())
sd = m.state_dict()
print(sd["weight"].data_ptr() == m.weight.data_ptr(), sd["weight"].dtype)
with torch.no_grad():
    sd["weight"].fill_(3.0)
print(m.weight)
sdk = m.state_dict(keep_vars=True)
print(sdk["weight"] is m.weight, sdk["bias"].requires_grad)
m.float()
print(m.weight)
