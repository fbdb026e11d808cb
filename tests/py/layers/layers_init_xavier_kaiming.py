import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(1)
w = torch.empty(4, 6)
print(nn.init.xavier_uniform_(w))
print(nn.init.xavier_normal_(w))
print(nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain('relu')))
print(nn.init.kaiming_uniform_(w))
print(nn.init.kaiming_uniform_(w, a=0.1, mode='fan_out', nonlinearity='leaky_relu'))
print(nn.init.kaiming_normal_(w, nonlinearity='relu'))
print(nn.init.kaiming_normal_(w, mode='fan_out'))
c = torch.empty(2, 3, 3, 3)
print(nn.init.kaiming_uniform_(c, nonlinearity='relu')[0, 0])
