import torch
t = torch.arange(2000.).reshape(40, 50)
print(t)
print(repr(t) == str(t))
